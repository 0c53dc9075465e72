import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  FilterButton,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import {
  formatDateRange,
  formatIndiaDateTime,
  formatInr,
  type AdminRegistration,
  type Locale,
} from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { CalendarDateFilter } from '../common/inputs';
import { REGISTRATION_STATUS_CHOICES } from '../common/status';
import { DateTimeField, PaymentStatusChip, StackedCell } from '../common/cells';
import { ActiveFilters, ReferenceText, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { formatIndianDate } from '../common/indianDate';
import { statusLabel } from '../common/status';
import { CancelRegistrationButton, RefundRegistrationButton } from './RegistrationActions';
import { checkedInText } from '../events/checkInRules';
import { type Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { PanelList } from '../common/ResourceList';

/** The event filter of the registrations' list (and of the waiting list's). */
export function EventFilter(_props: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source="eventId"
      reference="events"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={500}
    >
      <SelectInput
        label="admin.common.event"
        optionText="title"
        emptyText="admin.common.allEvents"
        {...SHOW_EMPTY_CHOICE}
      />
    </ReferenceInput>
  );
}

/** Late payments that found no seats are failed and marked for refund (the API's needsRefund). */
const REFUND_CHOICES = [
  { id: 'true', name: 'resources.registrations.list.refundDue' },
  { id: 'false', name: 'resources.registrations.list.noRefundDue' },
];

/** The state of a registration's refund (cancellations and late payments), or none requested. */
const REFUND_STATUS_CHOICES = [
  { id: 'pending', name: 'admin.refundStatus.pending' },
  { id: 'processed', name: 'admin.refundStatus.processed' },
  { id: 'failed', name: 'admin.refundStatus.failed' },
  { id: 'none', name: 'resources.registrations.list.noRefundRequested' },
];

/** Checked in at the door (any of the booking's admissions) or not yet. */
const CHECKED_IN_CHOICES = [
  { id: 'true', name: 'resources.registrations.list.checkedIn' },
  { id: 'false', name: 'resources.registrations.list.notCheckedIn' },
];

// Labels, choice names and empty texts are catalogue keys (react-admin's inputs translate them); SearchInput
// shows its placeholder as it is, so that one is translated here.
const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.registrations.list.searchPlaceholder')}
  />,
  <SelectInput
    key="paymentStatus"
    source="paymentStatus"
    label="resources.registrations.filters.status"
    choices={REGISTRATION_STATUS_CHOICES}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
  <SelectInput
    key="needsRefund"
    source="needsRefund"
    label="resources.registrations.filters.refund"
    choices={REFUND_CHOICES}
    emptyText="admin.common.all"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="refundStatus"
    source="refundStatus"
    label="resources.registrations.filters.refundState"
    choices={REFUND_STATUS_CHOICES}
    emptyText="admin.common.all"
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="checkedIn"
    source="checkedIn"
    label="resources.registrations.filters.checkIn"
    choices={CHECKED_IN_CHOICES}
    emptyText="admin.common.all"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  // India days, inclusive: the Dashboard's figures link here with them.
  <CalendarDateFilter
    key="createdFrom"
    source="createdFrom"
    label="resources.registrations.filters.createdFrom"
  />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="resources.registrations.filters.createdTo" />,
];

function filterLabels(translate: Translate) {
  const choiceName = (choices: { id: string; name: string }[], value: unknown) => {
    const choice = choices.find((known) => known.id === String(value));
    return choice ? translate(choice.name) : String(value);
  };
  return {
    paymentStatus: {
      label: translate('resources.registrations.filters.status'),
      text: (value: unknown) => statusLabel(String(value), translate),
    },
    eventId: {
      label: translate('admin.common.event'),
      text: (value: unknown) => <ReferenceText reference="events" id={value} field="title" />,
    },
    needsRefund: {
      label: translate('resources.registrations.filters.refund'),
      text: (value: unknown) => choiceName(REFUND_CHOICES, value),
    },
    refundStatus: {
      label: translate('resources.registrations.filters.refundState'),
      text: (value: unknown) => choiceName(REFUND_STATUS_CHOICES, value),
    },
    checkedIn: {
      label: translate('resources.registrations.filters.checkIn'),
      text: (value: unknown) => choiceName(CHECKED_IN_CHOICES, value),
    },
    createdFrom: {
      label: translate('resources.registrations.filters.createdFrom'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
    createdTo: {
      label: translate('resources.registrations.filters.createdTo'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
  };
}

type RegistrationRow = AdminRegistration;

/** 'Sunita Rao (consented 2 Dec 2026, 10:15 am)': a booking of an event for children. */
function guardianText(record: RegistrationRow, translate: Translate, locale: Locale): string {
  return translate('resources.registrations.guardianConsented', {
    name: record.guardianName,
    when: record.guardianConsentAt ? formatIndiaDateTime(record.guardianConsentAt, locale) : '',
  });
}

function safeInr(amount: number, locale: Locale): string {
  try {
    return formatInr(amount, locale);
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={record.paymentStatus} />
      {record.refundDue && record.refundDueAmount !== null && (
        <Tooltip
          title={record.refundReason ?? translate('resources.registrations.list.refundNeverRequested')}
          describeChild
        >
          <Chip
            size="small"
            variant="outlined"
            color="error"
            label={translate('resources.registrations.list.refundDue')}
            data-testid="refund-due"
          />
        </Tooltip>
      )}
      {record.refund && (
        <Tooltip title={record.refund.failureReason ?? record.refund.inWords} describeChild>
          <Chip
            size="small"
            variant="outlined"
            color={REFUND_COLORS[record.refund.status]}
            label={`${translate(`admin.refundStatus.${record.refund.status}`)}: ${record.refund.inWords}`}
            data-testid="refund-state"
          />
        </Tooltip>
      )}
      {record.cancelledAt && (
        <Typography variant="caption" color="text.secondary">
          {translate(
            record.cancelledBy === 'staff'
              ? 'resources.registrations.list.cancelledByStaff'
              : 'resources.registrations.list.cancelledByAttendee',
            { when: formatIndiaDateTime(record.cancelledAt, locale) },
          )}
        </Typography>
      )}
    </Stack>
  );
}

/** A registration as a card on a phone: the table's values. */
function RegistrationCardBody({ record }: { record: RegistrationRow }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const column = (name: string) => translate(`resources.registrations.columns.${name}`);
  return (
    <>
      <CardTitle>{record.name}</CardTitle>
      <CardLine>{record.email}</CardLine>
      <CardLine>{record.phone}</CardLine>
      <CardLine>{record.address}</CardLine>
      {record.guardianName && (
        <CardLine label={column('guardian')}>{guardianText(record, translate, locale)}</CardLine>
      )}
      <CardLine label={column('event')}>
        {record.event.title} ({formatDateRange(record.event.startDate, record.event.endDate, locale)})
      </CardLine>
      <CardLine label={column('tickets')}>
        {record.numberOfTickets}
        {record.ticketTypeName ? ` · ${record.ticketTypeName}` : ''}
      </CardLine>
      <CardLine label={column('amount')}>
        {safeInr(record.totalAmount, locale)}
        {record.paymentId ? ` · ${record.paymentId}` : ''}
      </CardLine>
      <CardLine label={column('date')}>{formatIndiaDateTime(record.createdAt, locale)}</CardLine>
      <CardLine label={column('checkedIn')}>
        {checkedInText(record, translate)}
        {record.lastCheckedInAt ? ` · ${formatIndiaDateTime(record.lastCheckedInAt, locale)}` : ''}
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
      <ExportCsvButton resource="registrations" failureMessage="resources.registrations.list.exportFailed" />
    </TopToolbar>
  );
}

/**
 * 'Event Registrations': filtered and exported by the API; staff may cancel a booking for the attendee and
 * refund what is due (RegistrationActions).
 */
export default function RegistrationList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="resources.registrations.list.title"
      filters={filters(translate)}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      fetchFailed="resources.registrations.list.fetchFailed"
      empty={false}
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>{translate('resources.registrations.list.empty')}</Typography>}
        card={RegistrationCardBody}
      >
        <FunctionField
          label="resources.registrations.columns.event"
          sortBy="event.title"
          render={(record: RegistrationRow) => (
            <StackedCell
              strong
              main={record.event.title}
              lines={[formatDateRange(record.event.startDate, record.event.endDate, locale)]}
              note={record.event.location}
            />
          )}
        />
        <FunctionField
          label="resources.registrations.columns.attendee"
          sortBy="name"
          render={(record: RegistrationRow) => (
            <StackedCell
              strong
              main={record.name}
              lines={[
                record.email,
                record.phone,
                ...(record.guardianName
                  ? [
                      `${translate('resources.registrations.columns.guardian')}: ${guardianText(record, translate, locale)}`,
                    ]
                  : []),
              ]}
              note={record.address}
            />
          )}
        />
        <FunctionField
          label="resources.registrations.columns.tickets"
          sortBy="numberOfTickets"
          render={(record: RegistrationRow) => (
            <StackedCell main={record.numberOfTickets} note={record.ticketTypeName} />
          )}
        />
        <FunctionField
          label="resources.registrations.columns.amount"
          sortBy="totalAmount"
          render={(record: RegistrationRow) => (
            <StackedCell main={safeInr(record.totalAmount, locale)} note={record.paymentId} />
          )}
        />
        <FunctionField
          label="resources.registrations.columns.status"
          sortBy="paymentStatus"
          render={(record: RegistrationRow) => <StatusBadges record={record} />}
        />
        <DateTimeField source="createdAt" label="resources.registrations.columns.date" />
        <FunctionField
          label="resources.registrations.columns.checkedIn"
          sortable={false}
          render={(record: RegistrationRow) => (
            <StackedCell
              main={checkedInText(record, translate)}
              note={record.lastCheckedInAt ? formatIndiaDateTime(record.lastCheckedInAt, locale) : null}
            />
          )}
        />
        <FunctionField
          label="resources.registrations.columns.actions"
          render={(record: RegistrationRow) => <RowActions record={record} />}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
