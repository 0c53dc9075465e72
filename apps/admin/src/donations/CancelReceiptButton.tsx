import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { type AdminDonation } from '@foundation/shared';
import { ConfirmWithReasonDialog, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/**
 * 'Cancel receipt': a bounced cheque, a refund, a wrong PAN. Asks for the reason (printed on the cancelled
 * receipt and sent to the donor); the number stays used. Hidden once the receipt is cancelled.
 */
export function CancelReceiptButton({ donation }: { donation: AdminDonation }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { open, setOpen, busy, run } = useConfirmAction('resources.donations.cancelReceipt.failed');
  if (!donation.receiptNumber || donation.receiptCancelled) return null;

  const confirm = (reason: string) =>
    run(async () => {
      await dataProvider.cancelReceipt(donation.id, reason);
      toast.success(translate('resources.donations.cancelReceipt.done', { number: donation.receiptNumber }));
      refresh();
    });

  return (
    <>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.cancelReceipt.button')}
      </Button>
      <ConfirmWithReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId="cancel-receipt-title"
        title={translate('resources.donations.cancelReceipt.title', { number: donation.receiptNumber })}
        content={translate('resources.donations.cancelReceipt.content')}
        reasonLabel={translate('resources.donations.cancelReceipt.reason')}
        reasonRequired={translate('resources.donations.cancelReceipt.reasonRequired')}
        maxLength={300}
        color="error"
        busy={busy}
        confirmLabel={translate(
          busy ? 'resources.donations.cancelReceipt.cancelling' : 'resources.donations.cancelReceipt.confirm',
        )}
        onConfirm={(reason) => void confirm(reason)}
      />
    </>
  );
}
