import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { Button, DialogContentText } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { type AdminWaitlistEntry } from '@foundation/shared';
import { RowConfirmButton, useConfirmAction } from '../common/ConfirmDialog';
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
  const action = useConfirmAction('resources.waitlist-entries.remove.failed');
  const { busy, run } = action;
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const titleId = `remove-entry-${entry.id}`;

  const remove = () =>
    run(async () => {
      await dataProvider.delete('waitlist-entries', { id: entry.id, previousData: entry });
      toast.success(translate('resources.waitlist-entries.remove.done', { name: entry.name }));
      refresh();
    });

  return (
    <RowConfirmButton
      action={action}
      icon={<DeleteIcon />}
      color="error"
      label={translate('resources.waitlist-entries.remove.button')}
      ariaLabel={translate('resources.waitlist-entries.remove.buttonFor', { name: entry.name })}
      titleId={titleId}
      title={translate('resources.waitlist-entries.remove.title')}
      closeLabel={translate('resources.waitlist-entries.remove.keep')}
      confirmLabel={translate(
        busy ? 'resources.waitlist-entries.remove.removing' : 'resources.waitlist-entries.remove.button',
      )}
      onConfirm={() => void remove()}
    >
      <DialogContentText>
        {translate(
          entry.status === 'offered'
            ? 'resources.waitlist-entries.remove.contentOffered'
            : 'resources.waitlist-entries.remove.content',
          { name: entry.name, email: entry.email, event: entry.eventTitle },
        )}
      </DialogContentText>
    </RowConfirmButton>
  );
}
