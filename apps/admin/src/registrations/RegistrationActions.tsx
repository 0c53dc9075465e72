import { useState } from 'react';
import CancelIcon from '@mui/icons-material/EventBusy';
import RefundIcon from '@mui/icons-material/CurrencyRupee';
import {
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { formatInr, type AdminRegistration, type StaffRefundChoice } from '@foundation/shared';
import { RowConfirmButton, useConfirmAction } from '../common/ConfirmDialog';
import { useToast } from '../common/toast';
import { usePanelLocale } from '../common/usePanelLocale';
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  const action = useConfirmAction('resources.registrations.cancel.failed');
  const { busy, run } = action;
  const choices = refundChoices(registration, translate, locale);
  const [refund, setRefund] = useState<StaffRefundChoice>(choices[0].id);
  if (registration.paymentStatus !== 'completed') return null;
  const booking = { name: registration.name, event: registration.event.title };
  const titleId = `cancel-registration-${registration.id}`;

  const cancel = () =>
    run(async () => {
      const { data } = await dataProvider.cancelRegistration(registration.id, refund);
      toast.success(
        data.refund
          ? translate(`resources.registrations.cancel.doneWithRefund.${data.refund.status}`, {
              ...booking,
              inWords: data.refund.inWords,
            })
          : translate('resources.registrations.cancel.done', booking),
      );
      refresh();
    });

  return (
    <RowConfirmButton
      action={action}
      icon={<CancelIcon />}
      color="error"
      label={translate('resources.registrations.cancel.button')}
      ariaLabel={translate('resources.registrations.cancel.buttonFor', booking)}
      titleId={titleId}
      title={translate('resources.registrations.cancel.title')}
      closeLabel={translate('resources.registrations.cancel.keep')}
      confirmLabel={translate(
        busy ? 'resources.registrations.cancel.cancelling' : 'resources.registrations.cancel.button',
      )}
      onConfirm={() => void cancel()}
    >
      <Stack spacing={2}>
        <DialogContentText>
          {translate('resources.registrations.cancel.content', {
            ...booking,
            smart_count: registration.numberOfTickets,
          })}
        </DialogContentText>
        <FormControl>
          <FormLabel id={`${titleId}-refund`}>{translate('resources.registrations.cancel.refund')}</FormLabel>
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
    </RowConfirmButton>
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
  const translate = useTranslate();
  const locale = usePanelLocale();
  const action = useConfirmAction('resources.registrations.refund.failed');
  const { busy, run } = action;
  const retry = registration.refund?.status === 'failed';
  const amount = retry ? registration.refund?.amount : registration.refundDueAmount;
  if (!(retry || registration.refundDue) || amount == null) return null;
  const label = translate(
    retry ? 'resources.registrations.refund.retry' : 'resources.registrations.refund.now',
  );
  const inr = (rupees: number) => formatInr(rupees, locale);
  const titleId = `refund-registration-${registration.id}`;

  const send = () =>
    run(async () => {
      const { data } = await dataProvider.refundRegistration(registration.id);
      if (data.refund?.status === 'failed') {
        toast.error(
          translate('resources.registrations.refund.failedAgain', {
            reason: data.refund.failureReason ?? translate('resources.registrations.refund.providerRefused'),
          }),
        );
      } else {
        toast.success(
          translate('resources.registrations.refund.requested', {
            amount: inr(amount),
            name: registration.name,
          }),
        );
      }
      refresh();
    });

  return (
    <RowConfirmButton
      action={action}
      icon={<RefundIcon />}
      color="warning"
      label={label}
      ariaLabel={translate('resources.registrations.refund.buttonFor', {
        action: label,
        amount: inr(amount),
        name: registration.name,
      })}
      titleId={titleId}
      title={translate('resources.registrations.refund.title', { action: label, amount: inr(amount) })}
      closeLabel={translate('resources.registrations.refund.notNow')}
      confirmLabel={busy ? translate('resources.registrations.refund.requesting') : label}
      onConfirm={() => void send()}
    >
      <DialogContentText>
        {translate('resources.registrations.refund.content', {
          amount: inr(amount),
          total: inr(registration.totalAmount),
          name: registration.name,
          paymentId: registration.paymentId,
        })}
        {retry && registration.refund?.failureReason
          ? ` ${translate('resources.registrations.refund.lastAttemptFailed', {
              reason: registration.refund.failureReason,
            })}`
          : ''}
      </DialogContentText>
    </RowConfirmButton>
  );
}
