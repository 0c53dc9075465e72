import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { type AdminDonation } from '@foundation/shared';
import { serverMessage } from '../common/errors';
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!donation.receiptNumber || donation.receiptCancelled) return null;

  const confirm = async () => {
    if (reason.trim() === '') {
      setProblem(translate('resources.donations.cancelReceipt.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await dataProvider.cancelReceipt(donation.id, reason.trim());
      toast.success(translate('resources.donations.cancelReceipt.done', { number: donation.receiptNumber }));
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.cancelReceipt.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('resources.donations.cancelReceipt.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="cancel-receipt-title">
        <DialogTitle id="cancel-receipt-title">
          {translate('resources.donations.cancelReceipt.title', { number: donation.receiptNumber })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.donations.cancelReceipt.content')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            label={translate('resources.donations.cancelReceipt.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
            {translate(
              busy
                ? 'resources.donations.cancelReceipt.cancelling'
                : 'resources.donations.cancelReceipt.confirm',
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
