import { FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { searchFilters } from '../common/AddNewButton';
import { useToast } from '../common/toast';

/** A subscriber as a card on a phone. */
function SubscriberCardBody({ record }: { record: { id: string; email: string; createdAt: string } }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{record.email}</CardTitle>
      <CardLine label={translate('resources.newsletter-subscribers.fields.createdAt')}>
        {formatIndiaDateTime(record.createdAt, locale)}
      </CardLine>
    </>
  );
}

/** Newsletter sign-ups from the site's footer (read-only). Needs GET /api/admin/newsletter-subscribers (+ export.csv). */
export default function NewsletterSubscriberList() {
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <List
      perPage={25}
      title="resources.newsletter-subscribers.list.title"
      filters={searchFilters(translate('resources.newsletter-subscribers.list.searchPlaceholder'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton
            resource="newsletter-subscribers"
            failureMessage="resources.newsletter-subscribers.list.exportFailed"
          />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('resources.newsletter-subscribers.list.fetchFailed') }}
    >
      <ActiveFilters describe={{ q: { label: translate('admin.common.search') } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={SubscriberCardBody}>
        <TextField source="email" label="resources.newsletter-subscribers.fields.email" />
        <FunctionField
          label="resources.newsletter-subscribers.fields.createdAt"
          sortBy="createdAt"
          render={(record: { createdAt: string }) => formatIndiaDateTime(record.createdAt, locale)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
