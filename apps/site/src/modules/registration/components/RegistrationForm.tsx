import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import {
  formatInr,
  localizedText,
  paiseToRupeeString,
  type PublicTicketType,
  toPaise,
} from '@foundation/shared';
import { currentLocale } from '../../../i18n/i18n';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import {
  StyledField,
  StyledFieldError,
  StyledFieldset,
  StyledForm,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledTextarea,
} from '../../../components/forms';
import { soldOutTypes, type useTicketSelection } from '../hooks/useTicketSelection';
import { REGISTRATION_TEXTS } from '../texts';
import { WAITLIST_TEXTS } from '../waitlistTexts';

export interface AttendeeValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** An event for children: the parent's or guardian's name and their consent (unticked at first). */
  guardianName: string;
  guardianConsent: boolean;
}

export const EMPTY_ATTENDEE: AttendeeValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  guardianName: '',
  guardianConsent: false,
};

type TextField = 'name' | 'email' | 'phone' | 'address' | 'guardianName';

interface RegistrationFormProps {
  isPaid: boolean;
  /** An event for children: the form asks for a parent's or guardian's name and consent. */
  forChildren?: boolean;
  /** Price of one ticket when the event has no ticket types. */
  eventPrice: number;
  ticketTypes: readonly PublicTicketType[];
  attendee: AttendeeValues;
  onAttendeeChange: (values: AttendeeValues) => void;
  tickets: ReturnType<typeof useTicketSelection>;
  submitting: boolean;
  /** Messages of the API per field (400 `fields`). */
  fieldErrors?: Record<string, string>;
  onSubmit: () => void;
  /** Opens the waiting list of a sold-out ticket type (its form replaces this one). */
  onJoinWaitlist?: (ticketTypeId: string) => void;
}

/** docs/product.md §2: name, email, phone, address, number of tickets and the ticket type choice. */
export function RegistrationForm({
  isPaid,
  forChildren = false,
  eventPrice,
  ticketTypes,
  attendee,
  onAttendeeChange,
  tickets,
  submitting,
  fieldErrors = {},
  onSubmit,
  onJoinWaitlist,
}: RegistrationFormProps) {
  const ids = {
    name: useId(),
    email: useId(),
    phone: useId(),
    address: useId(),
    guardianName: useId(),
    guardianConsent: useId(),
    tickets: useId(),
    hint: useId(),
  };
  const { selection, selectedType, max, setQuantity, selectType } = tickets;
  // The field may be emptied while typing; otherwise it shows the clamped number held in `selection`.
  const [emptied, setEmptied] = useState(false);

  const unitPrice = selectedType ? selectedType.price : eventPrice;
  const locale = currentLocale();
  const total = formatInr(paiseToRupeeString(toPaise(unitPrice) * selection.quantity), locale);

  const field = (key: TextField) => ({
    id: ids[key],
    name: key,
    value: attendee[key],
    required: true,
    'aria-invalid': fieldErrors[key] ? true : undefined,
    'aria-describedby': fieldErrors[key] ? `${ids[key]}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      onAttendeeChange({ ...attendee, [key]: event.target.value }),
  });
  const error = (key: string, id: string) => {
    const message = fieldErrors[key];
    return message ? <StyledFieldError id={`${id}-error`}>{message}</StyledFieldError> : null;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <StyledForm onSubmit={submit} aria-busy={submitting}>
      {forChildren && <StyledHint>{REGISTRATION_TEXTS.forChildren}</StyledHint>}
      {forChildren && (
        <StyledField>
          <StyledLabel htmlFor={ids.guardianName}>{REGISTRATION_TEXTS.guardianName}</StyledLabel>
          <StyledInput {...field('guardianName')} autoComplete="name" maxLength={200} />
          {error('guardianName', ids.guardianName)}
        </StyledField>
      )}
      <StyledField>
        <StyledLabel htmlFor={ids.name}>{REGISTRATION_TEXTS.name}</StyledLabel>
        <StyledInput {...field('name')} autoComplete="name" maxLength={200} />
        {error('name', ids.name)}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={ids.email}>{REGISTRATION_TEXTS.email}</StyledLabel>
        <StyledInput {...field('email')} type="email" autoComplete="email" maxLength={320} />
        {error('email', ids.email)}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={ids.phone}>{REGISTRATION_TEXTS.phone}</StyledLabel>
        <StyledInput {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
        {error('phone', ids.phone)}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={ids.address}>{REGISTRATION_TEXTS.address}</StyledLabel>
        <StyledTextarea {...field('address')} autoComplete="street-address" rows={2} maxLength={1000} />
        {error('address', ids.address)}
      </StyledField>
      {ticketTypes.length > 0 && (
        <StyledFieldset>
          <legend>{REGISTRATION_TEXTS.ticketType}</legend>
          {ticketTypes.map((type) => {
            const soldOut = type.soldOut || (type.seatsLeft !== null && type.seatsLeft <= 0);
            return (
              <StyledOption key={type.id} $disabled={soldOut}>
                <input
                  type="radio"
                  name="ticketTypeId"
                  value={type.id}
                  checked={selection.ticketTypeId === type.id}
                  disabled={soldOut}
                  onChange={() => selectType(type.id)}
                />
                <span>
                  <strong>{localizedText(type, 'name', locale)}</strong> {formatInr(type.price, locale)}
                  {type.description && (
                    <StyledOptionNote>{localizedText(type, 'description', locale)}</StyledOptionNote>
                  )}
                </span>
                {soldOut ? (
                  <StyledBadge $soldOut>{REGISTRATION_TEXTS.soldOut}</StyledBadge>
                ) : type.seatsLeft !== null ? (
                  <StyledBadge>{REGISTRATION_TEXTS.seatsLeft(type.seatsLeft)}</StyledBadge>
                ) : null}
              </StyledOption>
            );
          })}
          {error('ticketTypeId', 'ticket-type')}
          {onJoinWaitlist &&
            soldOutTypes(ticketTypes).map((type) => (
              <StyledButton
                key={type.id}
                type="button"
                $variant="ghost"
                aria-haspopup="dialog"
                onClick={() => onJoinWaitlist(type.id)}
              >
                {WAITLIST_TEXTS.joinType(localizedText(type, 'name', locale))}
              </StyledButton>
            ))}
        </StyledFieldset>
      )}
      <StyledField>
        <StyledLabel htmlFor={ids.tickets}>{REGISTRATION_TEXTS.numberOfTickets}</StyledLabel>
        <StyledInput
          id={ids.tickets}
          name="numberOfTickets"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={emptied ? '' : String(selection.quantity)}
          aria-describedby={ids.hint}
          onChange={(event) => {
            const typed = event.target.value.trim();
            setEmptied(typed === '');
            if (typed !== '') setQuantity(Number(typed));
          }}
          onBlur={() => setEmptied(false)}
        />
        <div id={ids.hint} aria-live="polite">
          {selection.message ? (
            <StyledFieldError>{selection.message}</StyledFieldError>
          ) : (
            <StyledHint>{REGISTRATION_TEXTS.maxHint(max)}</StyledHint>
          )}
        </div>
        {error('numberOfTickets', ids.tickets)}
      </StyledField>
      {isPaid && (
        <StyledTotal>
          {REGISTRATION_TEXTS.total}: <strong>{total}</strong>
        </StyledTotal>
      )}
      {forChildren && (
        <StyledField>
          <StyledConsent htmlFor={ids.guardianConsent}>
            <input
              id={ids.guardianConsent}
              name="guardianConsent"
              type="checkbox"
              required
              checked={attendee.guardianConsent}
              aria-invalid={fieldErrors.guardianConsent ? true : undefined}
              aria-describedby={fieldErrors.guardianConsent ? `${ids.guardianConsent}-error` : undefined}
              onChange={(event) => onAttendeeChange({ ...attendee, guardianConsent: event.target.checked })}
            />
            <span>{REGISTRATION_TEXTS.guardianConsent}</span>
          </StyledConsent>
          {error('guardianConsent', ids.guardianConsent)}
        </StyledField>
      )}
      <PrivacyLine purpose="booking" />
      <StyledButton type="submit" disabled={submitting} $block>
        {submitting
          ? REGISTRATION_TEXTS.submitting
          : isPaid
            ? REGISTRATION_TEXTS.submitPaid
            : REGISTRATION_TEXTS.submitFree}
      </StyledButton>
    </StyledForm>
  );
}

/** One ticket type to choose (a radio button, its name, price and note, and a badge); the waiting list's too. */
export const StyledOption = styled.label<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  input {
    width: ${({ theme }) => theme.layout.dotSize};
    height: ${({ theme }) => theme.layout.dotSize};
    margin-top: ${({ theme }) => theme.space.xs};
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
    transform: scale(${({ theme }) => theme.layout.radioScale});
  }
`;

const StyledOptionNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBadge = styled.span<{ $soldOut?: boolean }>`
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.dangerSoft : theme.colors.surface)};
  color: ${({ theme, $soldOut }) => ($soldOut ? theme.colors.danger : theme.colors.onPrimarySoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/** A consent checkbox with its sentence beside it. */
const StyledConsent = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};

  input {
    width: ${({ theme }) => theme.layout.dotSize};
    height: ${({ theme }) => theme.layout.dotSize};
    margin-top: ${({ theme }) => theme.space.xs};
    accent-color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const StyledTotal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
