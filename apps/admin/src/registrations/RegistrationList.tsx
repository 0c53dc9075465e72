import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  FilterButton,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { formatDateRange, formatIndiaDateTime, formatInr, type PaymentStatus } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { STATUS_CHOICES } from '../common/status';
import { PaymentStatusChip, StackedCell } from '../common/cells';
import { useToast } from '../common/toast';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { statusLabel } from '../common/status';

/** The event filter of the registrations' list (and of the waiting list's). */
export function EventFilter(_props: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source="eventId"
      reference="events"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={500}
    >
      <SelectInput label="Event" optionText="title" emptyText="All Events" {...SHOW_EMPTY_CHOICE} />
    </ReferenceInput>
  );
}

/** Late payments that found no seats are failed and marked for refund (the API's needsRefund). */
const REFUND_CHOICES = [
  { id: 'true', name: 'Refund due' },
  { id: 'false', name: 'No refund due' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, phone or event" />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="Status"
    choices={STATUS_CHOICES}
    emptyText="All Status"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
  <SelectInput
    key="needsRefund"
    source="needsRefund"
    label="Refund"
    choices={REFUND_CHOICES}
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
  eventId: {
    label: 'Event',
    text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
  },
  needsRefund: {
    label: 'Refund',
    text: (value: unknown) => (String(value) === 'true' ? 'Refund due' : 'No refund due'),
  },
  createdFrom: { label: 'Made from', text: (value: unknown) => formatIndianDate(String(value)) },
  createdTo: { label: 'Made until', text: (value: unknown) => formatIndianDate(String(value)) },
};

interface RegistrationRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  ticketTypeName: string | null;
  totalAmount: number;
  paymentId: string | null;
  paymentStatus: PaymentStatus;
  needsRefund: boolean;
  refundReason: string | null;
  createdAt: string;
  event: { title: string; startDate: string; endDate: string; location: string };
}

function safeInr(amount: number): string {
  try {
    return formatInr(amount);
  } catch {
    return String(amount);
  }
}

function StatusBadges({ record }: { record: RegistrationRow }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={record.paymentStatus} />
      {record.needsRefund && (
        <Tooltip title={record.refundReason ?? 'The payment must be refunded'} describeChild>
          <Chip size="small" variant="outlined" color="error" label="Refund due" data-testid="refund-due" />
        </Tooltip>
      )}
    </Stack>
  );
}

/** A registration as a card on a phone: the table's values. */
function RegistrationCard(record: RegistrationRow) {
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine>{record.email}</CardLine>
      <CardLine>{record.phone}</CardLine>
      <CardLine>{record.address}</CardLine>
      <CardLine label="Event">
        {record.event.title} ({formatDateRange(record.event.startDate, record.event.endDate)})
      </CardLine>
      <CardLine label="Tickets">
        {record.numberOfTickets}
        {record.ticketTypeName ? ` · ${record.ticketTypeName}` : ''}
      </CardLine>
      <CardLine label="Amount">
        {safeInr(record.totalAmount)}
        {record.paymentId ? ` · ${record.paymentId}` : ''}
      </CardLine>
      <CardLine label="Date">{formatIndiaDateTime(record.createdAt)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusBadges record={record} />
      </Box>
    </>
  );
}

function Actions() {
  return (
    <TopToolbar>
      {/* Adds the filters not always shown (the days a registration was made). */}
      <FilterButton />
      <ExportCsvButton resource="registrations" failureMessage="Failed to export registrations" />
    </TopToolbar>
  );
}

/** 'Event Registrations': read-only, filtered and exported by the API. */
export default function RegistrationList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Event Registrations"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch registrations') }}
      empty={false}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>No registrations found</Typography>}
        card={RegistrationCard}
      >
        <FunctionField
          label="Event"
          sortBy="event.title"
          render={(record: RegistrationRow) => (
            <StackedCell
              strong
              main={record.event.title}
              lines={[formatDateRange(record.event.startDate, record.event.endDate)]}
              note={record.event.location}
            />
          )}
        />
        <FunctionField
          label="Attendee"
          sortBy="name"
          render={(record: RegistrationRow) => (
            <StackedCell
              strong
              main={record.name}
              lines={[record.email, record.phone]}
              note={record.address}
            />
          )}
        />
        <FunctionField
          label="Tickets"
          sortBy="numberOfTickets"
          render={(record: RegistrationRow) => (
            <StackedCell main={record.numberOfTickets} note={record.ticketTypeName} />
          )}
        />
        <FunctionField
          label="Amount"
          sortBy="totalAmount"
          render={(record: RegistrationRow) => (
            <StackedCell main={safeInr(record.totalAmount)} note={record.paymentId} />
          )}
        />
        <FunctionField
          label="Status"
          sortBy="paymentStatus"
          render={(record: RegistrationRow) => <StatusBadges record={record} />}
        />
        <FunctionField
          label="Date"
          sortBy="createdAt"
          render={(record: RegistrationRow) => formatIndiaDateTime(record.createdAt)}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
