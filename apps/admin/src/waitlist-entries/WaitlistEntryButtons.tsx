import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { type AdminWaitlistEntry } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/** 'Make offer now': holds seats for this waiting entry at once (if they fit) and e-mails the offer. */
export function OfferNowButton({ entry }: { entry: AdminWaitlistEntry }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (entry.status !== 'waiting') return null;

  const offer = async () => {
    setBusy(true);
    try {
      await dataProvider.offerWaitlistEntry(entry.id);
      toast.success(translate('resources.waitlist-entries.offer.done', { name: entry.name }));
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.waitlist-entries.offer.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={busy}
      aria-label={translate('resources.waitlist-entries.offer.buttonFor', { name: entry.name })}
      onClick={(event) => {
        event.stopPropagation();
        void offer();
      }}
    >
      {translate(
        busy ? 'resources.waitlist-entries.offer.offering' : 'resources.waitlist-entries.offer.button',
      )}
    </Button>
  );
}

/** 'Remove' with a confirmation: the entry leaves the line; an open offer is withdrawn and its seats pass on. */
export function RemoveEntryButton({ entry }: { entry: AdminWaitlistEntry }) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const titleId = `remove-entry-${entry.id}`;

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('waitlist-entries', { id: entry.id, previousData: entry });
      toast.success(translate('resources.waitlist-entries.remove.done', { name: entry.name }));
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, translate('resources.waitlist-entries.remove.failed')));
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
        aria-label={translate('resources.waitlist-entries.remove.buttonFor', { name: entry.name })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('resources.waitlist-entries.remove.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{translate('resources.waitlist-entries.remove.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(
              entry.status === 'offered'
                ? 'resources.waitlist-entries.remove.contentOffered'
                : 'resources.waitlist-entries.remove.content',
              { name: entry.name, email: entry.email, event: entry.eventTitle },
            )}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('resources.waitlist-entries.remove.keep')}
          </Button>
          <Button color="error" variant="contained" onClick={remove} disabled={busy}>
            {translate(
              busy
                ? 'resources.waitlist-entries.remove.removing'
                : 'resources.waitlist-entries.remove.button',
            )}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
