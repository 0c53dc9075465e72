import { FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail" />];

/** A subscriber as a card on a phone. */
function SubscriberCard(record: { id: string; email: string; createdAt: string }) {
  return (
    <>
      <CardTitle>{record.email}</CardTitle>
      <CardLine label="Subscribed">{formatIndiaDateTime(record.createdAt)}</CardLine>
    </>
  );
}

/** Newsletter sign-ups from the site's footer (read-only). Needs GET /api/admin/newsletter-subscribers (+ export.csv). */
export default function NewsletterSubscriberList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Newsletter Subscribers"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton
            resource="newsletter-subscribers"
            failureMessage="Failed to export newsletter subscribers"
          />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('Failed to fetch newsletter subscribers') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={SubscriberCard}>
        <TextField source="email" label="Email" />
        <FunctionField
          label="Subscribed"
          sortBy="createdAt"
          render={(record: { createdAt: string }) => formatIndiaDateTime(record.createdAt)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
