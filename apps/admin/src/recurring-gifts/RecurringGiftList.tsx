import { Box, Chip } from '@mui/material';
import { FunctionField, SelectInput, ShowButton, useTranslate } from 'react-admin';
import { type AdminRecurringGift, formatIndiaDateTime, formatInr, type Locale } from '@foundation/shared';
import type { Translate } from '../common/panelText';
import { usePanelLocale } from '../common/usePanelLocale';
import { ActiveFilters, SHOW_EMPTY_CHOICE } from '../common/ActiveFilters';
import { StackedCell } from '../common/cells';
import { CardActionsRow, CardLine, CardTitle, ResponsiveDatagrid } from '../common/ResponsiveDatagrid';
import {
  PERIOD_CHOICES,
  PERIOD_LABELS,
  RECURRING_STATUS_CHOICES,
  RECURRING_STATUS_LABELS,
  recurringStatusColor,
} from '../donations/givingLabels';
import { CancelRecurringGiftButton } from './CancelRecurringGiftButton';
import { PanelList } from '../common/ResourceList';

// Labels, choice names and empty texts are catalogue keys: react-admin's inputs translate them.
const filters = [
  <SelectInput
    key="status"
    source="status"
    label="resources.recurring-gifts.fields.status"
    choices={RECURRING_STATUS_CHOICES}
    emptyText="resources.registrations.list.allStatus"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
  <SelectInput
    key="period"
    source="period"
    label="resources.recurring-gifts.fields.period"
    choices={PERIOD_CHOICES}
    emptyText="resources.recurring-gifts.list.allPeriods"
    alwaysOn
    {...SHOW_EMPTY_CHOICE}
  />,
];

/** A label of givingLabels (a catalogue key) in the panel's language; an unknown value as it is. */
const labelOf = (labels: Record<string, string>, value: unknown, translate: Translate) =>
  labels[String(value)] ? translate(labels[String(value)]) : String(value);

/** A gift's period as staff read it ('Monthly'). */
export const periodText = (gift: AdminRecurringGift, translate: Translate) =>
  labelOf(PERIOD_LABELS, gift.period, translate);

function filterLabels(translate: Translate) {
  return {
    status: {
      label: translate('resources.recurring-gifts.fields.status'),
      text: (value: unknown) => labelOf(RECURRING_STATUS_LABELS, value, translate),
    },
    period: {
      label: translate('resources.recurring-gifts.fields.period'),
      text: (value: unknown) => labelOf(PERIOD_LABELS, value, translate),
    },
  };
}

/** A recurring gift's status as a badge. */
export function RecurringStatusChip({ status }: { status: AdminRecurringGift['status'] }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={labelOf(RECURRING_STATUS_LABELS, status, translate)}
      color={recurringStatusColor(status)}
    />
  );
}

/** '1 of 120 · ₹1,500 received'. */
export const chargesLine = (gift: AdminRecurringGift, translate: Translate, locale: Locale) =>
  translate('resources.recurring-gifts.list.chargesLine', {
    count: gift.chargesCount,
    total: gift.totalCount,
    amount: formatInr(gift.totalReceived, locale),
  });

export const nextChargeText = (gift: AdminRecurringGift, locale: Locale) =>
  gift.nextChargeAt ? formatIndiaDateTime(gift.nextChargeAt, locale) : '—';

function RecurringGiftCard({ record: gift }: { record: AdminRecurringGift }) {
  return <RecurringGiftCardBody gift={gift} />;
}

function RecurringGiftCardBody({ gift }: { gift: AdminRecurringGift }) {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <>
      <CardTitle>{gift.name || gift.email}</CardTitle>
      <CardLine>{gift.name ? gift.email : null}</CardLine>
      <CardLine label={translate('resources.recurring-gifts.fields.amount')}>
        {formatInr(gift.amount, locale)} · {periodText(gift, translate)}
      </CardLine>
      <CardLine label={translate('resources.recurring-gifts.fields.charges')}>
        {chargesLine(gift, translate, locale)}
      </CardLine>
      <CardLine label={translate('resources.recurring-gifts.fields.nextCharge')}>
        {nextChargeText(gift, locale)}
      </CardLine>
      <Box sx={{ mt: 0.5 }}>
        <RecurringStatusChip status={gift.status} />
      </Box>
      <CardActionsRow>
        <ShowButton label="resources.donations.list.open" />
        <CancelRecurringGiftButton gift={gift} />
      </CardActionsRow>
    </>
  );
}

/** 'Recurring gifts': monthly and yearly gifts (Razorpay subscriptions) with their charges; Cancel. */
export default function RecurringGiftList() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <PanelList
      title="admin.menu.recurringGifts"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      fetchFailed="resources.recurring-gifts.list.fetchFailed"
      empty={false}
      actions={false}
    >
      <ActiveFilters describe={filterLabels(translate)} />
      <ResponsiveDatagrid bulkActionButtons={false} rowClick="show" card={RecurringGiftCard}>
        <FunctionField
          label="resources.recurring-gifts.fields.donor"
          sortBy="name"
          render={(gift: AdminRecurringGift) => (
            <StackedCell strong main={gift.name || gift.email} lines={gift.name ? [gift.email] : []} />
          )}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.amount"
          sortBy="amount"
          render={(gift: AdminRecurringGift) => (
            <StackedCell main={formatInr(gift.amount, locale)} note={periodText(gift, translate)} />
          )}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.status"
          sortBy="status"
          render={(gift: AdminRecurringGift) => <RecurringStatusChip status={gift.status} />}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.charges"
          sortBy="chargesCount"
          render={(gift: AdminRecurringGift) => chargesLine(gift, translate, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.nextCharge"
          sortBy="nextChargeAt"
          render={(gift: AdminRecurringGift) => nextChargeText(gift, locale)}
        />
        <FunctionField
          label=""
          sortable={false}
          render={(gift: AdminRecurringGift) => <CancelRecurringGiftButton gift={gift} />}
        />
      </ResponsiveDatagrid>
    </PanelList>
  );
}
