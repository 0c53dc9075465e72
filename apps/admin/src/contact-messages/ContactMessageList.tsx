import { Datagrid, FunctionField, List, SearchInput, TextField, TopToolbar } from 'react-admin';
import { formatIndiaDateTime } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { useToast } from '../common/toast';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, number or message" />];

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
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="fullName" label="Full Name" />
        <TextField source="whatsappNumber" label="WhatsApp Number" />
        <TextField source="message" label="Message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField
          label="Received"
          sortBy="createdAt"
          render={(record: { createdAt: string }) => formatIndiaDateTime(record.createdAt)}
        />
      </Datagrid>
    </List>
  );
}
