import { TextField, useTranslate } from 'react-admin';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportToolbar } from '../common/ExportCsvButton';
import { searchFilters } from '../common/AddNewButton';
import { DateTimeField } from '../common/cells';
import { PanelList } from '../common/ResourceList';

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
  const translate = useTranslate();
  return (
    <PanelList
      title="resources.newsletter-subscribers.list.title"
      filters={searchFilters(translate('resources.newsletter-subscribers.list.searchPlaceholder'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <ExportToolbar
          resource="newsletter-subscribers"
          failureMessage="resources.newsletter-subscribers.list.exportFailed"
        />
      }
      fetchFailed="resources.newsletter-subscribers.list.fetchFailed"
    >
      <ActiveFilters />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={SubscriberCardBody}>
        <TextField source="email" label="resources.newsletter-subscribers.fields.email" />
        <DateTimeField source="createdAt" label="resources.newsletter-subscribers.fields.createdAt" />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
