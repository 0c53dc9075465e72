import { Box, Chip } from '@mui/material';
import { FunctionField, List, SelectInput, ShowButton } from 'react-admin';
import { type AdminRecurringGift, formatIndiaDateTime, formatInr } from '@foundation/shared';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { StackedCell } from '../common/cells';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import { useToast } from '../common/toast';
import {
  PERIOD_CHOICES,
  PERIOD_LABELS,
  RECURRING_STATUS_CHOICES,
  RECURRING_STATUS_LABELS,
  recurringStatusColor,
} from '../donations/givingLabels';
import { CancelRecurringGiftButton } from './CancelRecurringGiftButton';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={RECURRING_STATUS_CHOICES}
    emptyText="All Status"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="period"
    source="period"
    label="Period"
    choices={PERIOD_CHOICES}
    emptyText="All periods"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
];

const FILTER_LABELS = {
  status: {
    label: 'Status',
    text: (value: unknown) =>
      RECURRING_STATUS_LABELS[String(value) as AdminRecurringGift['status']] ?? String(value),
  },
  period: { label: 'Period', text: (value: unknown) => PERIOD_LABELS[String(value)] ?? String(value) },
};

/** A recurring gift's status as a badge. */
export function RecurringStatusChip({ status }: { status: AdminRecurringGift['status'] }) {
  return (
    <Chip
      size="small"
      label={RECURRING_STATUS_LABELS[status] ?? status}
      color={recurringStatusColor(status)}
    />
  );
}

export const chargesLine = (gift: AdminRecurringGift) =>
  `${gift.chargesCount} of ${gift.totalCount} · ${formatInr(gift.totalReceived)} received`;

export const nextChargeText = (gift: AdminRecurringGift) =>
  gift.nextChargeAt ? formatIndiaDateTime(gift.nextChargeAt) : '—';

function RecurringGiftCard(gift: AdminRecurringGift) {
  return (
    <>
      <CardTitle>{gift.name || gift.email}</CardTitle>
      <CardLine>{gift.name ? gift.email : null}</CardLine>
      <CardLine label="Amount">
        {formatInr(gift.amount)} · {PERIOD_LABELS[gift.period] ?? gift.period}
      </CardLine>
      <CardLine label="Charges">{chargesLine(gift)}</CardLine>
      <CardLine label="Next charge">{nextChargeText(gift)}</CardLine>
      <Box sx={{ mt: 0.5 }}>
        <RecurringStatusChip status={gift.status} />
      </Box>
      <CardActionsRow>
        <ShowButton label="Open" />
        <CancelRecurringGiftButton gift={gift} />
      </CardActionsRow>
    </>
  );
}

/** 'Recurring gifts': monthly and yearly gifts (Razorpay subscriptions) with their charges; Cancel. */
export default function RecurringGiftList() {
  const toast = useToast();
  return (
    <List
      perPage={25}
      title="Recurring gifts"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ onError: () => toast.error('Failed to fetch recurring gifts') }}
      empty={false}
      actions={false}
    >
      <ActiveFilters describe={FILTER_LABELS} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="show" card={RecurringGiftCard}>
        <FunctionField
          label="Donor"
          sortBy="name"
          render={(gift: AdminRecurringGift) => (
            <StackedCell strong main={gift.name || gift.email} lines={gift.name ? [gift.email] : []} />
          )}
        />
        <FunctionField
          label="Amount"
          sortBy="amount"
          render={(gift: AdminRecurringGift) => (
            <StackedCell main={formatInr(gift.amount)} note={PERIOD_LABELS[gift.period] ?? gift.period} />
          )}
        />
        <FunctionField
          label="Status"
          sortBy="status"
          render={(gift: AdminRecurringGift) => <RecurringStatusChip status={gift.status} />}
        />
        <FunctionField
          label="Charges"
          sortBy="chargesCount"
          render={(gift: AdminRecurringGift) => chargesLine(gift)}
        />
        <FunctionField label="Next charge" sortBy="nextChargeAt" render={nextChargeText} />
        <FunctionField
          label=""
          sortable={false}
          render={(gift: AdminRecurringGift) => <CancelRecurringGiftButton gift={gift} />}
        />
      </ResponsiveDatagrid>
    </List>
  );
}
