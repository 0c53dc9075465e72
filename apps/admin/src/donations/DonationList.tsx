import { Datagrid, FunctionField, List, SearchInput, SelectInput } from 'react-admin';
import { formatIndiaDateTime, formatInr } from '@foundation/shared';
import { STATUS_CHOICES } from '../common/status';
import { PaymentStatusChip, StackedCell } from '../common/cells';
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
            <StackedCell
              strong
              main={record.name || 'Anonymous'}
              lines={[[record.email, record.phone].filter(Boolean).join(' · ')]}
            />
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
            <StackedCell main={formatInr(record.amount)} note={record.paymentId} />
          )}
        />
        <FunctionField
          label="Status"
          sortBy="paymentStatus"
          render={(record: DonationRow) => <PaymentStatusChip status={record.paymentStatus} />}
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
