import { useState } from 'react';
import CancelIcon from '@mui/icons-material/EventBusy';
import RefundIcon from '@mui/icons-material/CurrencyRupee';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useRefresh } from 'react-admin';
import { formatInr, type AdminRegistration, type StaffRefundChoice } from '@foundation/shared';
import { serverMessage } from '../common/errors';
import { useToast } from '../common/toast';
import { useAdminDataProvider } from '../providers';
import { refundChoices } from './registrationRules';

/**
 * "Cancel booking" on a confirmed registration, for the attendee: a confirmation that names the booking and
 * asks what comes back. The API releases the seats, e-mails the attendee, audits it and requests the refund.
 */
export function CancelRegistrationButton({ registration }: { registration: AdminRegistration }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const choices = refundChoices(registration);
  const [refund, setRefund] = useState<StaffRefundChoice>(choices[0].id);
  if (registration.paymentStatus !== 'completed') return null;
  const what = `booking of ${registration.name} for ${registration.event.title}`;
  const titleId = `cancel-registration-${registration.id}`;

  const cancel = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.cancelRegistration(registration.id, refund);
      const refunded = data.refund ? ` Refund ${data.refund.status}: ${data.refund.inWords}.` : '';
      toast.success(`The ${what} is cancelled.${refunded}`);
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to cancel the booking'));
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
        Cancel booking
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Cancel this booking?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              The {what} ({registration.numberOfTickets}{' '}
              {registration.numberOfTickets === 1 ? 'ticket' : 'tickets'}) is cancelled: its seats are
              released at once, its ticket stops being valid and the attendee is e-mailed. This cannot be
              undone.
            </DialogContentText>
            <FormControl>
              <FormLabel id={`${titleId}-refund`}>Refund</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-refund`}
                value={refund}
                onChange={(event) => setRefund(event.target.value as StaffRefundChoice)}
              >
                {choices.map((choice) => (
                  <FormControlLabel
                    key={choice.id}
                    value={choice.id}
                    control={<Radio />}
                    label={choice.label}
                    disabled={busy}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Keep it
          </Button>
          <Button color="error" variant="contained" onClick={cancel} disabled={busy}>
            {busy ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * "Refund now" (a late payment's "Refund due", or a cancellation whose refund was never requested) and
 * "Retry refund" (a failed one), with a confirmation naming the amount; both go through the payment
 * lifecycle, one refund per booking.
 */
export function RefundRegistrationButton({ registration }: { registration: AdminRegistration }) {
  const dataProvider = useAdminDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const retry = registration.refund?.status === 'failed';
  const amount = retry ? registration.refund?.amount : registration.refundDueAmount;
  if (!(retry || registration.refundDue) || amount == null) return null;
  const label = retry ? 'Retry refund' : 'Refund now';
  const titleId = `refund-registration-${registration.id}`;

  const send = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.refundRegistration(registration.id);
      if (data.refund?.status === 'failed') {
        toast.error(`The refund failed again: ${data.refund.failureReason ?? 'the provider refused it'}`);
      } else {
        toast.success(`Refund of ${formatInr(amount)} to ${registration.name} requested`);
      }
      setOpen(false);
      refresh();
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to request the refund'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<RefundIcon />}
        aria-label={`${label}: ${formatInr(amount)} to ${registration.name}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {label}: {formatInr(amount)}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {formatInr(amount)} of the {formatInr(registration.totalAmount)} paid by {registration.name}{' '}
            (payment {registration.paymentId}) is refunded through the payment provider, to the card or
            account it came from. The attendee is e-mailed when it is requested and when it is made.
            {retry && registration.refund?.failureReason
              ? ` The last attempt failed: ${registration.refund.failureReason}`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Not now
          </Button>
          <Button color="warning" variant="contained" onClick={send} disabled={busy}>
            {busy ? 'Requesting...' : label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
