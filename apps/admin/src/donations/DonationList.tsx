import { Box, Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { formatIndiaDateTime, formatInr } from '@foundation/shared';
import { STATUS_CHOICES, statusColor } from '../common/status';
import { useToast } from '../common/toast';

const TYPE_LABELS: Record<string, string> = { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email or phone" />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="All Status"
    alwaysOn
  />,
];

interface DonationRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  amount: number;
  donationType: string;
  paymentStatus: string;
  paymentId: string | null;
  createdAt: string;
}

/** Donations with their status and amount (read-only). Needs GET /api/admin/donations. */
export default function DonationList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Donations"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch donations') }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField
          label="Donor"
          sortBy="name"
          render={(record: DonationRow) => (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {record.name || 'Anonymous'}
              </Typography>
              <Typography variant="caption" sx={{ display: 'block' }}>
                {[record.email, record.phone].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          )}
        />
        <FunctionField
          label="Type"
          sortBy="donationType"
          render={(record: DonationRow) => TYPE_LABELS[record.donationType] ?? record.donationType}
        />
        <FunctionField
          label="Amount"
          sortBy="amount"
          render={(record: DonationRow) => (
            <Box>
              {formatInr(record.amount)}
              {record.paymentId && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {record.paymentId}
                </Typography>
              )}
            </Box>
          )}
        />
        <FunctionField
          label="Status"
          sortBy="paymentStatus"
          render={(record: DonationRow) => (
            <Chip size="small" label={record.paymentStatus} color={statusColor(record.paymentStatus)} />
          )}
        />
        <FunctionField
          label="Date"
          sortBy="createdAt"
          render={(record: DonationRow) => formatIndiaDateTime(record.createdAt)}
        />
      </Datagrid>
    </List>
  );
}
