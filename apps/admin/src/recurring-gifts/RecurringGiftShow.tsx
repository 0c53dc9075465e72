import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type AdminRecurringGift, formatIndiaDateTime, formatInr, type Locale } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';
import { CancelRecurringGiftButton } from './CancelRecurringGiftButton';
import { chargesLine, nextChargeText, periodText, RecurringStatusChip } from './RecurringGiftList';

function ShowActions() {
  const gift = useRecordContext<AdminRecurringGift>();
  return <TopToolbar>{gift && <CancelRecurringGiftButton gift={gift} />}</TopToolbar>;
}

const when = (value: string | null, locale: Locale) => (value ? formatIndiaDateTime(value, locale) : '—');

/** One recurring gift: donor, amount and period, status, charges, dates, the provider's subscription id. */
export default function RecurringGiftShow() {
  const translate = useTranslate();
  const locale = usePanelLocale();
  return (
    <Show title="resources.recurring-gifts.show.title" actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField
          label="resources.recurring-gifts.fields.donor"
          render={(gift: AdminRecurringGift) => [gift.name, gift.email].filter(Boolean).join(' · ')}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.amount"
          render={(gift: AdminRecurringGift) =>
            `${formatInr(gift.amount, locale)} · ${periodText(gift, translate)}`
          }
        />
        <FunctionField
          label="resources.recurring-gifts.fields.status"
          render={(gift: AdminRecurringGift) => <RecurringStatusChip status={gift.status} />}
        />
        <FunctionField
          label="resources.recurring-gifts.show.chargesSoFar"
          render={(gift: AdminRecurringGift) => chargesLine(gift, translate, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.fields.nextCharge"
          render={(gift: AdminRecurringGift) => nextChargeText(gift, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.show.firstCharge"
          render={(gift: AdminRecurringGift) => when(gift.firstChargedAt, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.show.cancelled"
          render={(gift: AdminRecurringGift) => when(gift.cancelledAt, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.show.created"
          render={(gift: AdminRecurringGift) => when(gift.createdAt, locale)}
        />
        <FunctionField
          label="resources.recurring-gifts.show.subscription"
          render={(gift: AdminRecurringGift) => gift.subscriptionId ?? '—'}
        />
      </SimpleShowLayout>
    </Show>
  );
}
