import { TextField, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportToolbar } from '../common/ExportCsvButton';
import { searchFilters } from '../common/AddNewButton';
import { DateTimeField } from '../common/cells';
import { PanelList } from '../common/ResourceList';

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
  const translate = useTranslate();
  return (
    <PanelList
      title="admin.menu.contactMessages"
      filters={searchFilters(translate('resources.contact-messages.list.searchPlaceholder'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <ExportToolbar
          resource="contact-messages"
          failureMessage="resources.contact-messages.list.exportFailed"
        />
      }
      fetchFailed="resources.contact-messages.list.fetchFailed"
    >
      <ActiveFilters />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={MessageCardBody}>
        <TextField source="fullName" label="resources.contact-messages.fields.fullName" />
        <TextField source="whatsappNumber" label="resources.contact-messages.fields.whatsappNumber" />
        <TextField
          source="message"
          label="resources.contact-messages.fields.message"
          sx={{ whiteSpace: 'pre-wrap' }}
        />
        <DateTimeField source="createdAt" label="resources.contact-messages.fields.createdAt" />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
