import { type FormEvent, useId, useState } from 'react';
import { type Booking } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import {
  StyledField,
  StyledFieldError,
  StyledForm,
  StyledInput,
  StyledLabel,
  StyledNotice,
  StyledTextarea,
} from '../../../components/forms';
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
  const ids = { name: useId(), phone: useId(), address: useId() };
  const [values, setValues] = useState<Record<Field, string>>({
    name: attendee.name,
    phone: attendee.phone,
    address: attendee.address,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
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
        setErrors((error.fields ?? {}) as Partial<Record<Field, string>>);
        setOutcome({ tone: 'error', text: error.message });
      } else {
        setOutcome({ tone: 'error', text: isTooManyRequests(error) ? error.message : t.saveFailed });
      }
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, autoComplete: string) => (
    <StyledField>
      <StyledLabel htmlFor={ids[field]}>{label}</StyledLabel>
      {field === 'address' ? (
        <StyledTextarea
          id={ids[field]}
          name={field}
          rows={3}
          autoComplete={autoComplete}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${ids[field]}-error` : undefined}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ) : (
        <StyledInput
          id={ids[field]}
          name={field}
          type={field === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `${ids[field]}-error` : undefined}
          value={values[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      )}
      {errors[field] && <StyledFieldError id={`${ids[field]}-error`}>{errors[field]}</StyledFieldError>}
    </StyledField>
  );

  return (
    <section aria-labelledby="rights-correct-heading">
      <StyledSectionTitle as="h3" id="rights-correct-heading">
        {t.correctHeading}
      </StyledSectionTitle>
      <StyledMuted>{t.correctNote}</StyledMuted>
      <StyledForm onSubmit={submit} noValidate aria-busy={busy}>
        {input('name', t.field.name, 'name')}
        {input('phone', t.field.phone, 'tel')}
        {input('address', t.field.address, 'street-address')}
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
