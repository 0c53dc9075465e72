import { FunctionField, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { type AdminRecurringGift, formatIndiaDateTime, formatInr } from '@foundation/shared';
import { PERIOD_LABELS } from '../donations/givingLabels';
import { CancelRecurringGiftButton } from './CancelRecurringGiftButton';
import { chargesLine, nextChargeText, RecurringStatusChip } from './RecurringGiftList';

function ShowActions() {
  const gift = useRecordContext<AdminRecurringGift>();
  return <TopToolbar>{gift && <CancelRecurringGiftButton gift={gift} />}</TopToolbar>;
}

const when = (value: string | null) => (value ? formatIndiaDateTime(value) : '—');

/** One recurring gift: donor, amount and period, status, charges, dates, the provider's subscription id. */
export default function RecurringGiftShow() {
  return (
    <Show title="Recurring gift" actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField
          label="Donor"
          render={(gift: AdminRecurringGift) => [gift.name, gift.email].filter(Boolean).join(' · ')}
        />
        <FunctionField
          label="Amount"
          render={(gift: AdminRecurringGift) =>
            `${formatInr(gift.amount)} · ${PERIOD_LABELS[gift.period] ?? gift.period}`
          }
        />
        <FunctionField
          label="Status"
          render={(gift: AdminRecurringGift) => <RecurringStatusChip status={gift.status} />}
        />
        <FunctionField label="Charges so far" render={chargesLine} />
        <FunctionField label="Next charge" render={nextChargeText} />
        <FunctionField
          label="First charge"
          render={(gift: AdminRecurringGift) => when(gift.firstChargedAt)}
        />
        <FunctionField label="Cancelled" render={(gift: AdminRecurringGift) => when(gift.cancelledAt)} />
        <FunctionField label="Created" render={(gift: AdminRecurringGift) => when(gift.createdAt)} />
        <FunctionField
          label="Subscription"
          render={(gift: AdminRecurringGift) => gift.subscriptionId ?? '—'}
        />
      </SimpleShowLayout>
    </Show>
  );
}
