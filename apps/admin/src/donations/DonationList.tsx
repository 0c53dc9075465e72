import { Box } from '@mui/material';
import {
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  ShowButton,
  TopToolbar,
} from 'react-admin';
import { type AdminDonation, formatIndiaDateTime, formatInr } from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { STATUS_CHOICES, statusLabel } from '../common/status';
import { PaymentStatusChip, StackedCell } from '../common/cells';
import { useToast } from '../common/toast';
import { Receipt80gChip, RecurringGiftLink } from './donationFields';
import { Form10bdButton } from './Form10bdButton';
import { IS_80G_CHOICES, recentFinancialYears, TYPE_CHOICES, TYPE_LABELS } from './givingLabels';

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
    key="financialYear"
    source="financialYear"
    label="Financial year"
    choices={recentFinancialYears().map((label) => ({ id: label, name: label }))}
    emptyText="All years"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="donationType"
    source="donationType"
    label="Type"
    choices={TYPE_CHOICES}
    emptyText="All types"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="is80G"
    source="is80G"
    label="80G"
    choices={IS_80G_CHOICES}
    emptyText="All"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  // India days, inclusive: the Dashboard's figures link here with them.
  <CalendarDateFilter key="createdFrom" source="createdFrom" label="Made from" />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="Made until" />,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  paymentStatus: { label: 'Status', text: (value: unknown) => statusLabel(String(value)) },
  financialYear: { label: 'Financial year' },
  donationType: { label: 'Type', text: (value: unknown) => TYPE_LABELS[String(value)] ?? String(value) },
  is80G: {
    label: '80G',
    text: (value: unknown) => (String(value) === 'true' ? '80G receipt' : 'No 80G receipt'),
  },
  createdFrom: { label: 'Made from', text: (value: unknown) => formatIndianDate(String(value)) },
  createdTo: { label: 'Made until', text: (value: unknown) => formatIndianDate(String(value)) },
};

const contactLine = (record: AdminDonation) => [record.email, record.phone].filter(Boolean).join(' · ');

/** A donation as a card on a phone. */
function DonationCard(record: AdminDonation) {
  return (
    <>
      <CardTitle>{record.name || 'Anonymous'}</CardTitle>
      <CardLine>{contactLine(record)}</CardLine>
      <CardLine label="Amount">
        {formatInr(record.amount)} · {TYPE_LABELS[record.donationType] ?? record.donationType}
      </CardLine>
      <CardLine>
        <RecurringGiftLink id={record.recurringGiftId} />
      </CardLine>
      <CardLine label="Receipt">{record.receiptNumber}</CardLine>
      <CardLine label="PAN">{record.panMasked}</CardLine>
      <CardLine label="Payment">{record.paymentId}</CardLine>
      <CardLine label="Date">{formatIndiaDateTime(record.createdAt)}</CardLine>
      <Box sx={{ mt: 0.5, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <PaymentStatusChip status={record.paymentStatus} />
        <Receipt80gChip record={record} />
      </Box>
      <CardActionsRow>
        <ShowButton label="Open" />
      </CardActionsRow>
    </>
  );
}

function Actions() {
  return (
    // The API's formula-safe export, as on the other screens (react-admin's default 'EXPORT' wrote
    // the raw records in the browser, formulas included), and Form 10BD for the income-tax portal.
    <TopToolbar>
      <FilterButton />
      <Form10bdButton />
      <ExportCsvButton resource="donations" failureMessage="Failed to export donations" />
    </TopToolbar>
  );
}

/**
 * Donations with their type, recurring gift, receipt (number, 80G or not), masked PAN and status; filtered
 * by financial year, type and 80G. Needs GET /api/admin/donations. A row opens the donation (receipt
 * download and resend).
 */
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
      actions={<Actions />}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="show" card={DonationCard}>
        <FunctionField
          label="Donor"
          sortBy="name"
          render={(record: AdminDonation) => (
            <StackedCell strong main={record.name || 'Anonymous'} lines={[contactLine(record)]} />
          )}
        />
        <FunctionField
          label="Type"
          sortBy="donationType"
          render={(record: AdminDonation) => (
            <Box>
              {TYPE_LABELS[record.donationType] ?? record.donationType}
              <RecurringGiftLink id={record.recurringGiftId} />
            </Box>
          )}
        />
        <FunctionField
          label="Amount"
          sortBy="amount"
          render={(record: AdminDonation) => (
            <StackedCell main={formatInr(record.amount)} note={record.paymentId} />
          )}
        />
        <FunctionField
          label="Receipt"
          sortable={false}
          render={(record: AdminDonation) =>
            record.receiptNumber ? (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start' }}>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {record.receiptNumber}
                </Box>
                <Receipt80gChip record={record} />
              </Box>
            ) : null
          }
        />
        <FunctionField
          label="PAN"
          sortable={false}
          render={(record: AdminDonation) => record.panMasked ?? ''}
        />
        <FunctionField
          label="Status"
          sortBy="paymentStatus"
          render={(record: AdminDonation) => <PaymentStatusChip status={record.paymentStatus} />}
        />
        <FunctionField
          label="Date"
          sortBy="createdAt"
          render={(record: AdminDonation) => formatIndiaDateTime(record.createdAt)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
