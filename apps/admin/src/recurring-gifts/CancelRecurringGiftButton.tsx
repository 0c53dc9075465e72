import CancelIcon from '@mui/icons-material/Cancel';
import { DialogContentText } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { type AdminRecurringGift, formatInr } from '@foundation/shared';
import { RowConfirmButton, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { CANCELLABLE_STATUSES } from '../donations/givingLabels';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

/**
 * 'Cancel' with a confirmation: cancels the subscription at the provider (no further charges; charges
 * already received stay), then refreshes the list or page. Shown only while the gift can still be charged.
 */
export function CancelRecurringGiftButton({ gift }: { gift: AdminRecurringGift }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const action = useConfirmAction('resources.recurring-gifts.cancel.failed');
  const { busy, run } = action;
  if (!CANCELLABLE_STATUSES.includes(gift.status)) return null;
  // 'monthly gift of ₹1,500 from Asha': the gift named in the button, the dialog and the toast.
  const what = translate(`resources.recurring-gifts.cancel.what.${gift.period}`, {
    amount: formatInr(gift.amount, locale),
    donor: gift.name || gift.email,
  });

  const titleId = `cancel-gift-${gift.id}`;

  const cancel = () =>
    run(async () => {
      await dataProvider.cancelRecurringGift(gift.id);
      toast.success(translate('resources.recurring-gifts.cancel.done', { what }));
      refresh();
    });

  return (
    <RowConfirmButton
      action={action}
      icon={<CancelIcon />}
      color="error"
      label={translate('admin.common.cancel')}
      ariaLabel={translate('resources.recurring-gifts.cancel.buttonFor', { what })}
      titleId={titleId}
      title={translate('resources.recurring-gifts.cancel.title')}
      closeLabel={translate('resources.recurring-gifts.cancel.keep')}
      confirmLabel={translate(
        busy ? 'resources.recurring-gifts.cancel.cancelling' : 'resources.recurring-gifts.cancel.confirm',
      )}
      onConfirm={() => void cancel()}
    >
      <DialogContentText>
        {translate('resources.recurring-gifts.cancel.content', { what, count: gift.chargesCount })}
      </DialogContentText>
    </RowConfirmButton>
  );
}
