import { Box } from '@mui/material';
import { FilterButton, FunctionField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { statusLabel } from '../common/status';
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
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="donationType"
    source="donationType"
    label="Type"
    choices={Object.entries(TYPE_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="All Types"
  />,
  // India days, inclusive: the Dashboard's figures link here with them.
  <CalendarDateFilter key="createdFrom" source="createdFrom" label="Made from" />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="Made until" />,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  paymentStatus: { label: 'Status', text: (value: unknown) => statusLabel(String(value)) },
  donationType: { label: 'Type', text: (value: unknown) => TYPE_LABELS[String(value)] ?? String(value) },
  createdFrom: { label: 'Made from', text: (value: unknown) => formatIndianDate(String(value)) },
  createdTo: { label: 'Made until', text: (value: unknown) => formatIndianDate(String(value)) },
};

interface DonationRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  amount: number;
  donationType: string;
  paymentStatus: string;
  paymentId: string | null;
  createdAt: string;
}

const contactLine = (record: DonationRow) => [record.email, record.phone].filter(Boolean).join(' · ');

/** A donation as a card on a phone. */
function DonationCard(record: DonationRow) {
  return (
    <>
      <CardTitle>{record.name || 'Anonymous'}</CardTitle>
      <CardLine>{contactLine(record)}</CardLine>
      <CardLine label="Amount">
        {formatInr(record.amount)} · {TYPE_LABELS[record.donationType] ?? record.donationType}
      </CardLine>
      <CardLine label="Payment">{record.paymentId}</CardLine>
      <CardLine label="Date">{formatIndiaDateTime(record.createdAt)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <PaymentStatusChip status={record.paymentStatus} />
      </Box>
    </>
  );
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
      // The list (with its filters and export) even before the first donation, not react-admin's empty page.
      empty={false}
      actions={
        // The API's formula-safe export, as on the other screens (react-admin's default 'EXPORT' wrote
        // the raw records in the browser, formulas included).
        <TopToolbar>
          <FilterButton />
          <ExportCsvButton resource="donations" failureMessage="Failed to export donations" />
        </TopToolbar>
      }
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={DonationCard}>
        <FunctionField
          label="Donor"
          sortBy="name"
          render={(record: DonationRow) => (
            <StackedCell strong main={record.name || 'Anonymous'} lines={[contactLine(record)]} />
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
      </ResponsiveDatagrid>
    </List>
  );
}
