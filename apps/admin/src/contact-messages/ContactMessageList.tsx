import { FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { ActiveFilters } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, number or message" />];

interface MessageRow {
  id: string;
  fullName: string;
  whatsappNumber: string;
  message: string;
  createdAt: string;
}

/** A message as a card on a phone. */
function MessageCard(record: MessageRow) {
  return (
    <>
      <CardTitle>{record.fullName}</CardTitle>
      <CardLine>{record.whatsappNumber}</CardLine>
      <CardLine>
        <span style={{ whiteSpace: 'pre-wrap' }}>{record.message}</span>
      </CardLine>
      <CardLine label="Received">{formatIndiaDateTime(record.createdAt)}</CardLine>
    </>
  );
}

/** Messages sent through the site's contact form (read-only). Needs GET /api/admin/contact-messages (+ export.csv). */
export default function ContactMessageList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Contact Messages"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <ExportCsvButton resource="contact-messages" failureMessage="Failed to export contact messages" />
        </TopToolbar>
      }
      queryOptions={{ onError: () => toast.error('Failed to fetch contact messages') }}
    >
      <ActiveFilters describe={{ q: { label: 'Search' } }} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={MessageCard}>
        <TextField source="fullName" label="Full Name" />
        <TextField source="whatsappNumber" label="WhatsApp Number" />
        <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField
          label="Received"
          sortBy="createdAt"
          render={(record: { createdAt: string }) => formatIndiaDateTime(record.createdAt)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
