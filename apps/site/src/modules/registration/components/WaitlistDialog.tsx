import { type FormEvent, useState } from 'react';
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
import { StyledFieldset, StyledForm, StyledNotice } from '../../../components/forms';
import {
  bindFields,
  FieldError,
  hintIdOf,
  InputField,
  PERSON,
  useFieldIds,
} from '../../../components/fields';
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
  const idOf = useFieldIds();

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
  const field = bindFields(idOf, values, fieldErrors, (key, value) => setValues({ ...values, [key]: value }));

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
        aria-describedby={phase.error ? idOf('error') : undefined}
      >
        <InputField {...field('name')} {...PERSON.name} label={t.name} required />
        <InputField {...field('email')} {...PERSON.email} label={t.email} required />
        <InputField {...field('phone')} {...PERSON.phone} label={t.phone} required />
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
            <FieldError id="waitlist-ticket-type" error={fieldErrors.ticketTypeId} />
          </StyledFieldset>
        )}
        <InputField
          {...field('tickets')}
          label={t.ticketsWanted}
          error={fieldErrors.numberOfTickets}
          hint={t.ticketsHint}
          name="numberOfTickets"
          type="number"
          inputMode="numeric"
          min={MIN_TICKETS_PER_REGISTRATION}
          max={MAX_TICKETS_PER_REGISTRATION}
          step={1}
          required
          aria-describedby={hintIdOf(idOf('tickets'))}
        />
        {phase.error && (
          <StyledNotice $tone="error" role="alert" id={idOf('error')}>
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
