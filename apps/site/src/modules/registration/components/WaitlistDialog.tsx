import { type FormEvent, useId, useState } from 'react';
import {
  formatInr,
  localizedText,
  MAX_TICKETS_PER_REGISTRATION,
  MIN_TICKETS_PER_REGISTRATION,
  type EventDetail,
} from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import { Dialog } from '../../../components/Dialog';
import {
  StyledField,
  StyledFieldError,
  StyledFieldset,
  StyledForm,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledNotice,
} from '../../../components/forms';
import { StyledMuted } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { joinWaitlist } from '../api/waitlist.api';
import { soldOutTypes } from '../hooks/useTicketSelection';
import { WAITLIST_TEXTS } from '../waitlistTexts';
import { StyledOption } from './RegistrationForm';

type Phase =
  | { kind: 'form'; submitting: boolean; error?: string; fieldErrors?: Record<string, string> }
  | { kind: 'joined'; position: number; email: string };

/**
 * "Join the waiting list": name, e-mail, phone, tickets wanted and the sold-out ticket type. The API checks
 * everything with the registration's rules and messages; its answers are shown beside the fields (400) or
 * above the button (409: seats are free after all, already waiting; 429: too many from this network).
 */
export function WaitlistDialog({
  event,
  initialTypeId,
  onClose,
}: {
  event: EventDetail;
  initialTypeId: string | null;
  onClose: () => void;
}) {
  const t = WAITLIST_TEXTS;
  const locale = currentLocale();
  const types = soldOutTypes(event.ticketTypes);
  const [values, setValues] = useState({ name: '', email: '', phone: '', tickets: '1' });
  const [typeId, setTypeId] = useState(initialTypeId ?? types[0]?.id ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'form', submitting: false });
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    tickets: useId(),
    hint: useId(),
    error: useId(),
  };

  if (phase.kind === 'joined') {
    return (
      <Dialog title={t.joinedTitle} onClose={onClose}>
        <StyledNotice $tone="success" role="status">
          {t.joined(phase.position, phase.email)}
        </StyledNotice>
        <StyledButton type="button" onClick={onClose}>
          {t.done}
        </StyledButton>
      </Dialog>
    );
  }

  const fieldErrors = phase.fieldErrors ?? {};
  const field = (key: 'name' | 'email' | 'phone') => ({
    id: ids[key],
    name: key,
    value: values[key],
    required: true,
    'aria-invalid': fieldErrors[key] ? true : undefined,
    'aria-describedby': fieldErrors[key] ? `${ids[key]}-error` : undefined,
    onChange: (change: { target: { value: string } }) => setValues({ ...values, [key]: change.target.value }),
  });
  const error = (key: string, id: string) => {
    const message = fieldErrors[key];
    return message ? <StyledFieldError id={`${id}-error`}>{message}</StyledFieldError> : null;
  };

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (phase.submitting) return;
    setPhase({ kind: 'form', submitting: true });
    const email = values.email.trim();
    try {
      const joined = await joinWaitlist(event.urlSlug, {
        ticketTypeId: typeId,
        numberOfTickets: Number(values.tickets),
        name: values.name.trim(),
        email,
        phone: values.phone.trim(),
      });
      setPhase({ kind: 'joined', position: joined.position, email });
    } catch (failure) {
      const fromServer = failure instanceof ApiError && failure.fromServer && failure.status < 500;
      setPhase({
        kind: 'form',
        submitting: false,
        error: fromServer ? failure.message : t.failed,
        fieldErrors: fromServer ? failure.fields : undefined,
      });
    }
  };

  return (
    <Dialog title={t.title} onClose={onClose} dismissible={!phase.submitting} closeLabel={t.close}>
      <StyledMuted>{localizedText(event, 'title', locale)}</StyledMuted>
      <StyledMuted>{t.intro}</StyledMuted>
      <StyledForm
        onSubmit={submit}
        aria-busy={phase.submitting}
        aria-describedby={phase.error ? ids.error : undefined}
      >
        <StyledField>
          <StyledLabel htmlFor={ids.name}>{t.name}</StyledLabel>
          <StyledInput {...field('name')} autoComplete="name" maxLength={200} />
          {error('name', ids.name)}
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={ids.email}>{t.email}</StyledLabel>
          <StyledInput {...field('email')} type="email" autoComplete="email" maxLength={320} />
          {error('email', ids.email)}
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={ids.phone}>{t.phone}</StyledLabel>
          <StyledInput {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
          {error('phone', ids.phone)}
        </StyledField>
        {types.length > 0 && (
          <StyledFieldset>
            <legend>{t.ticketType}</legend>
            {types.map((type) => (
              <StyledOption key={type.id} $disabled={false}>
                <input
                  type="radio"
                  name="waitlistTicketTypeId"
                  value={type.id}
                  checked={typeId === type.id}
                  onChange={() => setTypeId(type.id)}
                />
                <span>
                  <strong>{localizedText(type, 'name', locale)}</strong> {formatInr(type.price, locale)}
                </span>
              </StyledOption>
            ))}
            {error('ticketTypeId', 'waitlist-ticket-type')}
          </StyledFieldset>
        )}
        <StyledField>
          <StyledLabel htmlFor={ids.tickets}>{t.ticketsWanted}</StyledLabel>
          <StyledInput
            id={ids.tickets}
            name="numberOfTickets"
            type="number"
            inputMode="numeric"
            min={MIN_TICKETS_PER_REGISTRATION}
            max={MAX_TICKETS_PER_REGISTRATION}
            step={1}
            required
            value={values.tickets}
            aria-describedby={ids.hint}
            aria-invalid={fieldErrors.numberOfTickets ? true : undefined}
            onChange={(change) => setValues({ ...values, tickets: change.target.value })}
          />
          <StyledHint id={ids.hint}>{t.ticketsHint}</StyledHint>
          {error('numberOfTickets', ids.tickets)}
        </StyledField>
        {phase.error && (
          <StyledNotice $tone="error" role="alert" id={ids.error}>
            {phase.error}
          </StyledNotice>
        )}
        <PrivacyLine purpose="waitlist" />
        <StyledButton type="submit" disabled={phase.submitting} $block>
          {phase.submitting ? t.submitting : t.submit}
        </StyledButton>
      </StyledForm>
    </Dialog>
  );
}
