import { useState } from 'react';
import { Button, Chip, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  Confirm,
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  useRefresh,
} from 'react-admin';
import {
  formatIndiaDateTime,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  type AdminOutboxMessage,
  type MailStatus,
} from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { StackedCell } from '../common/cells';
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
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    choices={MAIL_KINDS.map((id) => ({ id, name: MAIL_KIND_LABELS[id] }))}
    emptyText="All Kinds"
    alwaysOn
  />,
  <DateInput key="createdFrom" source="createdFrom" label="Queued from" />,
  <DateInput key="createdTo" source="createdTo" label="Queued until" />,
];

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
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
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
      </Datagrid>
    </List>
  );
}
