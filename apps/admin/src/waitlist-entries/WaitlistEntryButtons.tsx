import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { Button, DialogContentText } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { type AdminWaitlistEntry } from '@foundation/shared';
import { ConfirmDialog, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/** 'Make offer now': holds seats for this waiting entry at once (if they fit) and e-mails the offer. */
export function OfferNowButton({ entry }: { entry: AdminWaitlistEntry }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const translate = useTranslate();
  const { busy, run } = useConfirmAction('resources.waitlist-entries.offer.failed');
  if (entry.status !== 'waiting') return null;

  const offer = () =>
    run(async () => {
      await dataProvider.offerWaitlistEntry(entry.id);
      toast.success(translate('resources.waitlist-entries.offer.done', { name: entry.name }));
      refresh();
    });

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
  const { open, setOpen, busy, run } = useConfirmAction('resources.waitlist-entries.remove.failed');
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const titleId = `remove-entry-${entry.id}`;

  const remove = () =>
    run(async () => {
      await dataProvider.delete('waitlist-entries', { id: entry.id, previousData: entry });
      toast.success(translate('resources.waitlist-entries.remove.done', { name: entry.name }));
      refresh();
    });

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
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId={titleId}
        title={translate('resources.waitlist-entries.remove.title')}
        closeLabel={translate('resources.waitlist-entries.remove.keep')}
        confirmLabel={translate(
          busy ? 'resources.waitlist-entries.remove.removing' : 'resources.waitlist-entries.remove.button',
        )}
        onConfirm={() => void remove()}
        busy={busy}
        color="error"
        holdWhileBusy
        inRow
      >
        <DialogContentText>
          {translate(
            entry.status === 'offered'
              ? 'resources.waitlist-entries.remove.contentOffered'
              : 'resources.waitlist-entries.remove.content',
            { name: entry.name, email: entry.email, event: entry.eventTitle },
          )}
        </DialogContentText>
      </ConfirmDialog>
    </>
  );
}
