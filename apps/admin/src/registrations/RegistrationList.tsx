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
import {
  BOOKING_REFUND_STATUS_LABELS,
  formatDateRange,
  formatIndiaDateTime,
  formatInr,
  type AdminRegistration,
} from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { REGISTRATION_STATUS_CHOICES } from '../common/status';
import { PaymentStatusChip, StackedCell } from '../common/cells';
import { useToast } from '../common/toast';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { statusLabel } from '../common/status';
import { CancelRegistrationButton, RefundRegistrationButton } from './RegistrationActions';
import { checkedInText } from '../events/checkInRules';

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

/** The state of a registration's refund (cancellations and late payments), or none requested. */
const REFUND_STATUS_CHOICES = [
  { id: 'pending', name: BOOKING_REFUND_STATUS_LABELS.pending },
  { id: 'processed', name: BOOKING_REFUND_STATUS_LABELS.processed },
  { id: 'failed', name: BOOKING_REFUND_STATUS_LABELS.failed },
  { id: 'none', name: 'No refund requested' },
];

/** Checked in at the door (any of the booking's admissions) or not yet. */
const CHECKED_IN_CHOICES = [
  { id: 'true', name: 'Checked in' },
  { id: 'false', name: 'Not checked in' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, email, phone or event" />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="Status"
    choices={REGISTRATION_STATUS_CHOICES}
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
  <SelectInput
    key="refundStatus"
    source="refundStatus"
    label="Refund state"
    choices={REFUND_STATUS_CHOICES}
    emptyText="All"
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="checkedIn"
    source="checkedIn"
    label="Check-in"
    choices={CHECKED_IN_CHOICES}
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
  refundStatus: {
    label: 'Refund state',
    text: (value: unknown) =>
      REFUND_STATUS_CHOICES.find((choice) => choice.id === String(value))?.name ?? String(value),
  },
  checkedIn: {
    label: 'Check-in',
    text: (value: unknown) => (String(value) === 'true' ? 'Checked in' : 'Not checked in'),
  },
  createdFrom: { label: 'Made from', text: (value: unknown) => formatIndianDate(String(value)) },
  createdTo: { label: 'Made until', text: (value: unknown) => formatIndianDate(String(value)) },
};

type RegistrationRow = AdminRegistration;

function safeInr(amount: number): string {
  try {
    return formatInr(amount);
  } catch {
    return String(amount);
  }
}

// Outlined chips: a requested refund in the neutral colour (the theme's yellow is unreadable as outline text).
const REFUND_COLORS = { pending: 'default', processed: 'success', failed: 'error' } as const;

/** What staff can do to a registration: cancel a confirmed booking, refund what is due, retry a failed refund. */
function RowActions({ record }: { record: RegistrationRow }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <CancelRegistrationButton registration={record} />
      <RefundRegistrationButton registration={record} />
    </Stack>
  );
}

function StatusBadges({ record }: { record: RegistrationRow }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={record.paymentStatus} />
      {record.refundDue && record.refundDueAmount !== null && (
        <Tooltip
          title={record.refundReason ?? 'The refund of this cancellation was never requested'}
          describeChild
        >
          <Chip size="small" variant="outlined" color="error" label="Refund due" data-testid="refund-due" />
        </Tooltip>
      )}
      {record.refund && (
        <Tooltip title={record.refund.failureReason ?? record.refund.inWords} describeChild>
          <Chip
            size="small"
            variant="outlined"
            color={REFUND_COLORS[record.refund.status]}
            label={`${BOOKING_REFUND_STATUS_LABELS[record.refund.status]}: ${record.refund.inWords}`}
            data-testid="refund-state"
          />
        </Tooltip>
      )}
      {record.cancelledAt && (
        <Typography variant="caption" color="text.secondary">
          Cancelled by {record.cancelledBy === 'staff' ? 'staff' : 'the attendee'},{' '}
          {formatIndiaDateTime(record.cancelledAt)}
        </Typography>
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
      <CardLine label="Checked in">
        {checkedInText(record)}
        {record.lastCheckedInAt ? ` · ${formatIndiaDateTime(record.lastCheckedInAt)}` : ''}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <StatusBadges record={record} />
      </Box>
      <Box sx={{ mt: 0.5 }}>
        <RowActions record={record} />
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

/**
 * 'Event Registrations': filtered and exported by the API; staff may cancel a booking for the attendee and
 * refund what is due (RegistrationActions).
 */
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
        <FunctionField
          label="Checked in"
          sortable={false}
          render={(record: RegistrationRow) => (
            <StackedCell
              main={checkedInText(record)}
              note={record.lastCheckedInAt ? formatIndiaDateTime(record.lastCheckedInAt) : null}
            />
          )}
        />
        <FunctionField label="Actions" render={(record: RegistrationRow) => <RowActions record={record} />} />
      </ResponsiveDatagrid>
    </List>
  );
}
