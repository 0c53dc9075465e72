import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { formatDateRange, formatIndiaDateTime, formatInr, type PaymentStatus } from '@foundation/shared';
import { ExportCsvButton } from '../common/ExportCsvButton';
import { STATUS_CHOICES } from '../common/status';
import { PaymentStatusChip, StackedCell } from '../common/cells';
import { useToast } from '../common/toast';

function EventFilter(_props: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source="eventId"
      reference="events"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={500}
    >
      <SelectInput label="Event" optionText="title" emptyText="All Events" />
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
  />,
  <EventFilter key="eventId" source="eventId" alwaysOn />,
  <SelectInput
    key="needsRefund"
    source="needsRefund"
    label="Refund"
    choices={REFUND_CHOICES}
    emptyText="All"
    alwaysOn
  />,
];

interface RegistrationRow {
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

function Actions() {
  return (
    <TopToolbar>
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
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography sx={{ p: 2 }}>No registrations found</Typography>}
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
          render={(record: RegistrationRow) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <PaymentStatusChip status={record.paymentStatus} />
              {record.needsRefund && (
                <Tooltip title={record.refundReason ?? 'The payment must be refunded'} describeChild>
                  <Chip
                    size="small"
                    variant="outlined"
                    color="error"
                    label="Refund due"
                    data-testid="refund-due"
                  />
                </Tooltip>
              )}
            </Stack>
          )}
        />
        <FunctionField
          label="Date"
          sortBy="createdAt"
          render={(record: RegistrationRow) => formatIndiaDateTime(record.createdAt)}
        />
      </Datagrid>
    </List>
  );
}
