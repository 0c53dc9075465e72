import { useState } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { type AdminDonation, type CorrectReceiptRequest } from '@foundation/shared';
import { ConfirmDialog, ReasonField, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';

/**
 * 'Correct receipt' (name, PAN, address): the valid receipt is cancelled and a new one with the next number
 * replaces it. The fields start empty except the name; only what staff change is sent. Hidden without a
 * valid receipt and for a refunded gift.
 */
export function CorrectReceiptButton({ donation }: { donation: AdminDonation }) {
  const dataProvider = useAdminDataProvider();
  const toast = useToast();
  const translate = useTranslate();
  const refresh = useRefresh();
  const current = donation.receipts?.find((receipt) => receipt.cancelledAt === null);
  const { open, setOpen, busy, run } = useConfirmAction('resources.donations.correctReceipt.failed');
  const [name, setName] = useState('');
  const [pan, setPan] = useState('');
  const [address, setAddress] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refunded = donation.refund !== null && donation.refund.status !== 'failed';
  if (!current || donation.receiptCancelled || refunded) return null;

  const start = () => {
    setName(current.donorName);
    setPan('');
    setAddress(current.donorAddress ?? '');
    setReason('');
    setProblem(null);
    setOpen(true);
  };

  const confirm = async () => {
    const correction: CorrectReceiptRequest = { reason: reason.trim() };
    if (name.trim() && name.trim() !== current.donorName) correction.name = name.trim();
    if (pan.trim()) correction.pan = pan.trim();
    if (address.trim() && address.trim() !== (current.donorAddress ?? ''))
      correction.address = address.trim();
    if (!correction.name && !correction.pan && !correction.address) {
      setProblem(translate('resources.donations.correctReceipt.nothingChanged'));
      return;
    }
    if (correction.reason === '') {
      setProblem(translate('resources.donations.correctReceipt.reasonRequired'));
      return;
    }
    await run(async () => {
      const answer = await dataProvider.correctReceipt(donation.id, correction);
      toast.success(
        translate('resources.donations.correctReceipt.done', {
          old: current.receiptNumber,
          number: answer.receiptNumber,
        }),
      );
      refresh();
    });
  };

  return (
    <>
      <Button size="small" startIcon={<EditNoteIcon />} onClick={start}>
        {translate('resources.donations.correctReceipt.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        titleId="correct-receipt-title"
        title={translate('resources.donations.correctReceipt.title', { number: current.receiptNumber })}
        closeLabel={translate('ra.action.close')}
        confirmLabel={translate(
          busy
            ? 'resources.donations.correctReceipt.correcting'
            : 'resources.donations.correctReceipt.confirm',
        )}
        onConfirm={() => void confirm()}
        busy={busy}
        wrapActions
      >
        <DialogContentText sx={{ mb: 2 }}>
          {translate('resources.donations.correctReceipt.content', { number: current.receiptNumber })}
        </DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            fullWidth
            label={translate('resources.donations.correctReceipt.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            fullWidth
            label={translate('resources.donations.correctReceipt.pan')}
            placeholder={current.panMasked ?? 'ABCDE1234F'}
            value={pan}
            onChange={(event) => setPan(event.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
          />
          <TextField
            fullWidth
            multiline
            label={translate('resources.donations.correctReceipt.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <ReasonField
            label={translate('resources.donations.correctReceipt.reason')}
            value={reason}
            onChange={(value) => {
              setReason(value);
              setProblem(null);
            }}
            problem={problem}
            maxLength={300}
          />
        </Stack>
      </ConfirmDialog>
    </>
  );
}
