import { type FormEvent, useState } from 'react';
import { type Booking } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { StyledForm, StyledNotice } from '../../../components/forms';
import { InputField, TextareaField, useFormFields } from '../../../components/fields';
import { StyledMuted, StyledSectionTitle } from '../../../components/layout';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { correctBooking } from '../rights.api';
import { RIGHTS_TEXTS } from '../rightsTexts';

type Field = 'name' | 'phone' | 'address';

/**
 * "Correct my details" on the booking page: name, phone and address as the booking holds them; the API
 * checks them as the registration form does and answers its field messages in the page's language.
 */
export function CorrectDetailsForm({
  booking,
  token,
  onChanged,
}: {
  booking: Booking;
  token: string;
  onChanged: (booking: Booking) => void;
}) {
  const t = RIGHTS_TEXTS;
  const { attendee } = booking.receipt;
  const { values, setErrors, field } = useFormFields<Record<Field, string>>({
    name: attendee.name,
    phone: attendee.phone,
    address: attendee.address,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setOutcome(null);
    try {
      const answer = await correctBooking(token, values);
      onChanged(answer.booking);
      setOutcome({ tone: 'success', text: t.saved });
    } catch (error) {
      if (error instanceof ApiError && error.fromServer && error.status === 400) {
        setErrors(error.fields ?? {});
        setOutcome({ tone: 'error', text: error.message });
      } else {
        setOutcome({ tone: 'error', text: isTooManyRequests(error) ? error.message : t.saveFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="rights-correct-heading">
      <StyledSectionTitle as="h3" id="rights-correct-heading">
        {t.correctHeading}
      </StyledSectionTitle>
      <StyledMuted>{t.correctNote}</StyledMuted>
      <StyledForm onSubmit={submit} noValidate aria-busy={busy}>
        <InputField {...field('name')} label={t.field.name} type="text" autoComplete="name" />
        <InputField {...field('phone')} label={t.field.phone} type="tel" autoComplete="tel" />
        <TextareaField {...field('address')} label={t.field.address} rows={3} autoComplete="street-address" />
        <div>
          <StyledButton type="submit" disabled={busy}>
            {busy ? t.saving : t.save}
          </StyledButton>
        </div>
        <div role="status">{outcome && <StyledNotice $tone={outcome.tone}>{outcome.text}</StyledNotice>}</div>
      </StyledForm>
    </section>
  );
}
