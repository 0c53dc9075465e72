import { useState } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRefresh } from 'react-admin';
import { type AdminRecurringGift, formatInr } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { CANCELLABLE_STATUSES, PERIOD_LABELS } from '../donations/givingLabels';
import { useAdminDataProvider } from '../providers';

/**
 * 'Cancel' with a confirmation: cancels the subscription at the provider (no further charges; charges
 * already received stay), then refreshes the list or page. Shown only while the gift can still be charged.
 */
export function CancelRecurringGiftButton({ gift }: { gift: AdminRecurringGift }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!CANCELLABLE_STATUSES.includes(gift.status)) return null;
  const what = `${PERIOD_LABELS[gift.period]?.toLowerCase() ?? gift.period} gift of ${formatInr(gift.amount)} from ${gift.name || gift.email}`;

  const cancel = async () => {
    setBusy(true);
    try {
      await dataProvider.cancelRecurringGift(gift.id);
      toast.success(`The ${what} is cancelled`);
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to cancel the recurring gift'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<CancelIcon />}
        aria-label={`Cancel the ${what}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Cancel
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={`cancel-gift-${gift.id}`}
      >
        <DialogTitle id={`cancel-gift-${gift.id}`}>Cancel this recurring gift?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The {what} will not be charged again; its subscription is cancelled at the payment provider. The{' '}
            {gift.chargesCount} charges already received and their receipts stay.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Keep it
          </Button>
          <Button color="error" variant="contained" onClick={cancel} disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel the gift'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
