import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { formatInr, type AdminDonation } from '@foundation/shared';
import { ConfirmWithReasonDialog, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
import { useAdminDataProvider } from '../providers';

/**
 * 'Refund' (and 'Retry refund' after a failure) of a completed gift paid online: asks for the reason, then
 * says what happened (requested, made, or failed at the provider). Hidden for offline gifts and once a
 * refund is on its way or made.
 */
export function RefundButton({ donation }: { donation: AdminDonation }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const locale = usePanelLocale();
  const refresh = useRefresh();
  const { open, setOpen, busy, run } = useConfirmAction('resources.donations.refund.failed');
  const refundable =
    donation.giftMode === 'online' &&
    donation.paymentStatus === 'completed' &&
    (donation.refund === null || donation.refund.status === 'failed');
  if (!refundable) return null;
  const amount = formatInr(donation.amount, locale);
  const retry = donation.refund?.status === 'failed';

  const confirm = (reason: string) =>
    run(async () => {
      const answer = await dataProvider.refundDonation(donation.id, reason);
      const status = answer.refund?.status;
      if (status === 'failed') {
        toast.error(
          translate('resources.donations.refund.failedAtProvider', {
            reason: answer.refund?.failureReason ?? '',
          }),
        );
      } else if (status === 'processed') {
        toast.success(
          translate('resources.donations.refund.processed', { amount, number: answer.receiptNumber }),
        );
      } else {
        toast.success(translate('resources.donations.refund.requested', { amount }));
      }
      refresh();
    });

  return (
    <>
      <Button size="small" color="warning" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {translate(retry ? 'resources.donations.refund.retry' : 'resources.donations.refund.button')}
      </Button>
      <ConfirmWithReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId="refund-gift-title"
        title={translate('resources.donations.refund.title', { amount })}
        content={translate('resources.donations.refund.content', { number: donation.receiptNumber ?? '' })}
        reasonLabel={translate('resources.donations.refund.reason')}
        reasonRequired={translate('resources.donations.refund.reasonRequired')}
        maxLength={200}
        color="warning"
        busy={busy}
        confirmLabel={translate(
          busy ? 'resources.donations.refund.refunding' : 'resources.donations.refund.confirm',
        )}
        onConfirm={(reason) => void confirm(reason)}
      />
    </>
  );
}
