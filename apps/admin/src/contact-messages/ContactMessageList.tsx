import { FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { searchFilters } from '../common/AddNewButton';
import { useToast } from '../common/toast';

interface MessageRow {
  id: string;
  fullName: string;
  whatsappNumber: string;
  message: string;
  createdAt: string;
}

/** A message as a card on a phone. */
function MessageCardBody({ record }: { record: MessageRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.fullName}</CardTitle>
      <CardLine>{record.whatsappNumber}</CardLine>
      <CardLine>
        <span style={{ whiteSpace: 'pre-wrap' }}>{record.message}</span>
      </CardLine>
      <CardLine label={translate('resources.contact-messages.fields.createdAt')}>
        {formatIndiaDateTime(record.createdAt, locale)}
      </CardLine>
    </>
  );
}

/** Messages sent through the site's contact form (read-only). Needs GET /api/admin/contact-messages (+ export.csv). */
export default function ContactMessageList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="admin.menu.contactMessages"
      filters={searchFilters(translate('resources.contact-messages.list.searchPlaceholder'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton
            resource="contact-messages"
            failureMessage="resources.contact-messages.list.exportFailed"
          />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('resources.contact-messages.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={MessageCardBody}>
        <TextField source="fullName" label="resources.contact-messages.fields.fullName" />
        <TextField source="whatsappNumber" label="resources.contact-messages.fields.whatsappNumber" />
        <TextField
          source="message"
          label="resources.contact-messages.fields.message"
          sx={{ whiteSpace: 'pre-wrap' }}
        />
        <FunctionField
          label="resources.contact-messages.fields.createdAt"
          sortBy="createdAt"
          render={(record: { createdAt: string }) => formatIndiaDateTime(record.createdAt, locale)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
