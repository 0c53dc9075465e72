import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import {
  Confirm,
  FilterButton,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  formatIndiaDateTime,
  MAIL_KINDS,
  type Locale,
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
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { PanelList } from '../common/ResourceList';

// Catalogue keys; the kinds' English is libs/shared's MAIL_KIND_LABELS, word for word.
const STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'resources.mail-outbox.status.pending',
  sent: 'resources.mail-outbox.status.sent',
  failed: 'resources.mail-outbox.status.failed',
};
const kindText = (kind: string, translate: Translate) =>
  translate(`resources.mail-outbox.kinds.${kind}`, { _: kind });
const STATUS_COLORS: Record<MailStatus, 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

const filters = (translate: Translate) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={translate('resources.mail-outbox.list.searchPlaceholder')}
  />,
  <SelectInput
    key="status"
    source="status"
    label="resources.mail-outbox.fields.status"
    choices={Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }))}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="kind"
    source="kind"
    label="resources.mail-outbox.fields.kind"
    choices={MAIL_KINDS.map((id) => ({ id, name: `resources.mail-outbox.kinds.${id}` }))}
    emptyText="resources.mail-outbox.list.allKinds"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <CalendarDateFilter
    key="createdFrom"
    source="createdFrom"
    label="resources.mail-outbox.fields.createdFrom"
  />,
  <CalendarDateFilter key="createdTo" source="createdTo" label="resources.mail-outbox.fields.createdTo" />,
];

function filterLabels(translate: Translate) {
  return {
    status: {
      label: translate('resources.mail-outbox.fields.status'),
      text: (value: unknown) =>
        STATUS_LABELS[value as MailStatus] ? translate(STATUS_LABELS[value as MailStatus]) : String(value),
    },
    kind: {
      label: translate('resources.mail-outbox.fields.kind'),
      text: (value: unknown) => kindText(String(value), translate),
    },
    createdFrom: {
      label: translate('resources.mail-outbox.fields.createdFrom'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
    createdTo: {
      label: translate('resources.mail-outbox.fields.createdTo'),
      text: (value: unknown) => formatIndianDate(String(value)),
    },
  };
}

/** A delivery status as a small badge: green sent, yellow queued, red given up. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status] ? translate(STATUS_LABELS[status]) : status}
      color={STATUS_COLORS[status]}
    />
  );
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
  const translate = useTranslate();
  if (message.status === 'pending') return null;
  const send = async () => {
    setSending(true);
    try {
      await dataProvider.resendMail(message.id);
      toast.success(translate('resources.mail-outbox.resend.done', { recipient: message.recipient }));
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.mail-outbox.resend.failed')));
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
        aria-label={translate('resources.mail-outbox.resend.buttonFor', { recipient: message.recipient })}
      >
        {translate('resources.mail-outbox.resend.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title="resources.mail-outbox.resend.title"
        content="resources.mail-outbox.resend.content"
        translateOptions={{ subject: message.subject, recipient: message.recipient }}
        confirm="resources.mail-outbox.resend.button"
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A queued e-mail as a card on a phone, with "Send again". */
function OutboxCardBody({ record }: { record: AdminOutboxMessage }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  const field = (name: string) => translate(`resources.mail-outbox.fields.${name}`);
  return (
    <>
      <CardTitle>{record.recipient}</CardTitle>
      <CardLine>{record.subject}</CardLine>
      <CardLine label={field('kind')}>
        {kindText(record.kind, translate)}
        {record.resendOf ? ` · ${translate('resources.mail-outbox.list.resentByStaff')}` : ''}
      </CardLine>
      <CardLine label={field('attempts')}>{String(record.attempts)}</CardLine>
      <CardLine label={field('lastError')}>{record.lastError}</CardLine>
      <CardLine label={field('sentAt')}>{sentAtText(record, locale)}</CardLine>
      <CardLine label={field('createdAt')}>{formatIndiaDateTime(record.createdAt, locale)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <MailStatusChip status={record.status} />
      </Box>
      <CardActionsRow>
        <SendAgainButton message={record} />
      </CardActionsRow>
    </>
  );
}

const sentAtText = (record: AdminOutboxMessage, locale: Locale) =>
  record.sentAt ? formatIndiaDateTime(record.sentAt, locale) : '—';

/** /admin/mail-outbox: did the receipt go out? Every queued e-mail with its delivery state. */
export default function OutboxList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="admin.menu.outbox"
      filters={filters(translate)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      fetchFailed="resources.mail-outbox.list.fetchFailed"
      // The list with its filters even before the first e-mail, not react-admin's empty page.
      empty={false}
      // No export: the screen answers "did it go out?"; react-admin's default would export in the browser.
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick={false} card={OutboxCardBody}>
        <FunctionField
          label="resources.mail-outbox.fields.recipient"
          sortBy="recipient"
          render={(record: AdminOutboxMessage) => (
            <StackedCell strong main={record.recipient} lines={[record.subject]} />
          )}
        />
        <FunctionField
          label="resources.mail-outbox.fields.kind"
          sortBy="kind"
          render={(record: AdminOutboxMessage) => (
            <StackedCell
              main={kindText(record.kind, translate)}
              note={record.resendOf ? translate('resources.mail-outbox.list.resentByStaff') : null}
            />
          )}
        />
        <FunctionField
          label="resources.mail-outbox.fields.status"
          sortBy="status"
          render={(record: AdminOutboxMessage) => <MailStatusChip status={record.status} />}
        />
        <NumberField label="resources.mail-outbox.fields.attempts" source="attempts" />
        <FunctionField
          label="resources.mail-outbox.fields.lastError"
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
          label="resources.mail-outbox.fields.sentAt"
          sortBy="sentAt"
          render={(record: AdminOutboxMessage) => (
            <StackedCell
              main={sentAtText(record, locale)}
              note={translate('resources.mail-outbox.list.queuedAt', {
                when: formatIndiaDateTime(record.createdAt, locale),
              })}
            />
          )}
        />
        <FunctionField
          label="resources.mail-outbox.fields.actions"
          sortable={false}
          render={(record: AdminOutboxMessage) => <SendAgainButton message={record} />}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
