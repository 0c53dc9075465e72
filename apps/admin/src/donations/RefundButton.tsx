import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
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
import { formatInr, type AdminDonation } from '@foundation/shared';
import { serverMessage } from '../common/errors';
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refundable =
    donation.giftMode === 'online' &&
    donation.paymentStatus === 'completed' &&
    (donation.refund === null || donation.refund.status === 'failed');
  if (!refundable) return null;
  const amount = formatInr(donation.amount, locale);
  const retry = donation.refund?.status === 'failed';

  const confirm = async () => {
    if (reason.trim() === '') {
      setProblem(translate('resources.donations.refund.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const answer = await dataProvider.refundDonation(donation.id, reason.trim());
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
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.donations.refund.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color="warning" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {translate(retry ? 'resources.donations.refund.retry' : 'resources.donations.refund.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="refund-gift-title">
        <DialogTitle id="refund-gift-title">
          {translate('resources.donations.refund.title', { amount })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('resources.donations.refund.content', { number: donation.receiptNumber ?? '' })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            label={translate('resources.donations.refund.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
          <Button variant="contained" color="warning" onClick={confirm} disabled={busy}>
            {translate(busy ? 'resources.donations.refund.refunding' : 'resources.donations.refund.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
