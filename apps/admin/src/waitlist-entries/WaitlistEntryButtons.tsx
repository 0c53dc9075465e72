import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import { type AdminWaitlistEntry } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/** 'Make offer now': holds seats for this waiting entry at once (if they fit) and e-mails the offer. */
export function OfferNowButton({ entry }: { entry: AdminWaitlistEntry }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (entry.status !== 'waiting') return null;

  const offer = async () => {
    setBusy(true);
    try {
      await dataProvider.offerWaitlistEntry(entry.id);
      toast.success(`Seats are held for ${entry.name}; the offer is e-mailed`);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to make the offer'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={busy}
      aria-label={`Make an offer now to ${entry.name}`}
      onClick={(event) => {
        event.stopPropagation();
        void offer();
      }}
    >
      {busy ? 'Offering...' : 'Make offer now'}
    </Button>
  );
}

/** 'Remove' with a confirmation: the entry leaves the line; an open offer is withdrawn and its seats pass on. */
export function RemoveEntryButton({ entry }: { entry: AdminWaitlistEntry }) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('waitlist-entries', { id: entry.id, previousData: entry });
      toast.success(`${entry.name} is removed from the waiting list`);
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to remove the entry'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        aria-label={`Remove ${entry.name} from the waiting list`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Remove
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={`remove-entry-${entry.id}`}
      >
        <DialogTitle id={`remove-entry-${entry.id}`}>Remove from the waiting list?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {entry.name} ({entry.email}) leaves the waiting list for {entry.eventTitle}.
            {entry.status === 'offered'
              ? ' The seats held for them are released and offered to the next in line.'
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Keep
          </Button>
          <Button color="error" variant="contained" onClick={remove} disabled={busy}>
            {busy ? 'Removing...' : 'Remove'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
