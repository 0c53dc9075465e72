import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  Confirm,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRefresh,
} from 'react-admin';
import {
  formatIndiaDateTime,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  type AdminOutboxMessage,
  type MailStatus,
} from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { CalendarDateFilter } from '../common/inputs';
import { serverMessage } from '../common/errors';
import { StackedCell } from '../common/cells';
import { formatIndianDate } from '../common/indianDate';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

const STATUS_LABELS: Record<MailStatus, string> = { pending: 'Queued', sent: 'Sent', failed: 'Failed' };
const STATUS_COLORS: Record<MailStatus, 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search recipient or subject" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="All Status"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={MAIL_KINDS.map((id) => ({ id, name: MAIL_KIND_LABELS[id] }))}
    emptyText="All Kinds"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <CalendarDateFilter key="createdFrom" source="createdFrom" label="Queued from" />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="Queued until" />,
];

const FILTER_LABELS = {
  q: { label: 'Search' },
  status: { label: 'Status', text: (value: unknown) => STATUS_LABELS[value as MailStatus] ?? String(value) },
  kind: {
    label: 'Kind',
    text: (value: unknown) => MAIL_KIND_LABELS[value as keyof typeof MAIL_KIND_LABELS] ?? String(value),
  },
  createdFrom: { label: 'Queued from', text: (value: unknown) => formatIndianDate(String(value)) },
  createdTo: { label: 'Queued until', text: (value: unknown) => formatIndianDate(String(value)) },
};

/** A delivery status as a small badge: green sent, yellow queued, red given up. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  return <Chip size="small" label={STATUS_LABELS[status] ?? status} color={STATUS_COLORS[status]} />;
}

/**
 * "Send again": after a confirmation, the message is queued anew as a new entry (the list keeps the
 * original as it was). Not offered while the message still waits to be sent.
 */
function SendAgainButton({ message }: { message: AdminOutboxMessage }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  if (message.status === 'pending') return null;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.resendMail(message.id);
      toast.success(`E-mail to ${message.recipient} queued again`);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to send the e-mail again'));
    } finally {
      setSending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<SendIcon />}
        onClick={() => setOpen(true)}
        disabled={sending}
        aria-label={`Send again to ${message.recipient}`}
      >
        Send again
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title="Send this e-mail again?"
        content={`"${message.subject}" will be sent again to ${message.recipient}, as a new entry in the Outbox.`}
        confirm="Send again"
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A queued e-mail as a card on a phone, with "Send again". */
function OutboxCard(record: AdminOutboxMessage) {
  return (
    <>
      <CardTitle>{record.recipient}</CardTitle>
      <CardLine>{record.subject}</CardLine>
      <CardLine label="Kind">
        {MAIL_KIND_LABELS[record.kind] ?? record.kind}
        {record.resendOf ? ' · Sent again by staff' : ''}
      </CardLine>
      <CardLine label="Attempts">{String(record.attempts)}</CardLine>
      <CardLine label="Last error">{record.lastError}</CardLine>
      <CardLine label="Sent at">{record.sentAt ? formatIndiaDateTime(record.sentAt) : '—'}</CardLine>
      <CardLine label="Queued">{formatIndiaDateTime(record.createdAt)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <MailStatusChip status={record.status} />
      </Box>
      <CardActionsRow>
        <SendAgainButton message={record} />
      </CardActionsRow>
    </>
  );
}

/** /admin/mail-outbox: did the receipt go out? Every queued e-mail with its delivery state. */
export default function OutboxList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Outbox"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch e-mails') }}
      // The list with its filters even before the first e-mail, not react-admin's empty page.
      empty={false}
      // No export: the screen answers "did it go out?"; react-admin's default would export in the browser.
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={OutboxCard}>
        <FunctionField
          label="Recipient"
          sortBy="recipient"
          render={(record: AdminOutboxMessage) => (
            <StackedCell strong main={record.recipient} lines={[record.subject]} />
          )}
        />
        <FunctionField
          label="Kind"
          sortBy="kind"
          render={(record: AdminOutboxMessage) => (
            <StackedCell
              main={MAIL_KIND_LABELS[record.kind] ?? record.kind}
              note={record.resendOf ? 'Sent again by staff' : null}
            />
          )}
        />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(record: AdminOutboxMessage) => <MailStatusChip status={record.status} />}
        />
        <NumberField label="Attempts" source="attempts" />
        <FunctionField
          label="Last error"
          sortable={false}
          render={(record: AdminOutboxMessage) =>
            record.lastError ? (
              <Typography
                variant="caption"
                sx={{ display: 'block', maxWidth: 280, overflowWrap: 'anywhere' }}
              >
                {record.lastError}
              </Typography>
            ) : null
          }
        />
        <FunctionField
          label="Sent at"
          sortBy="sentAt"
          render={(record: AdminOutboxMessage) => (
            <StackedCell
              main={record.sentAt ? formatIndiaDateTime(record.sentAt) : '—'}
              note={`Queued ${formatIndiaDateTime(record.createdAt)}`}
            />
          )}
        />
        <FunctionField
          label="Actions"
          sortable={false}
          render={(record: AdminOutboxMessage) => <SendAgainButton message={record} />}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
