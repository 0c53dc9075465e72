import { type FormEvent, useState } from 'react';
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
} from '../../../components/forms';
import {
  bindFields,
  describedBy,
  FieldError,
  InputField,
  PERSON,
  TextareaField,
  useFieldIds,
} from '../../../components/fields';
import { soldOutTypes, type useTicketSelection } from '../hooks/useTicketSelection';
import { REGISTRATION_TEXTS } from '../texts';
import { AVAILABILITY_TEXTS } from '../availabilityTexts';
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
  const idOf = useFieldIds();
  const { selection, selectedType, max, setQuantity, selectType } = tickets;
  // The field may be emptied while typing; otherwise it shows the clamped number held in `selection`.
  const [emptied, setEmptied] = useState(false);

  const unitPrice = selectedType ? selectedType.price : eventPrice;
  const locale = currentLocale();
  const total = formatInr(paiseToRupeeString(toPaise(unitPrice) * selection.quantity), locale);

  const field = bindFields<TextField>(idOf, attendee, fieldErrors, (key, value) =>
    onAttendeeChange({ ...attendee, [key]: value }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  return (
    <StyledForm onSubmit={submit} aria-busy={submitting}>
      {forChildren && <StyledHint>{REGISTRATION_TEXTS.forChildren}</StyledHint>}
      {forChildren && (
        <InputField
          {...field('guardianName')}
          {...PERSON.name}
          label={REGISTRATION_TEXTS.guardianName}
          required
        />
      )}
      <InputField {...field('name')} {...PERSON.name} label={REGISTRATION_TEXTS.name} required />
      <InputField {...field('email')} {...PERSON.email} label={REGISTRATION_TEXTS.email} required />
      <InputField {...field('phone')} {...PERSON.phone} label={REGISTRATION_TEXTS.phone} required />
      <TextareaField
        {...field('address')}
        {...PERSON.address}
        label={REGISTRATION_TEXTS.address}
        required
        rows={2}
        maxLength={1000}
      />
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
                  <StyledBadge $soldOut>{AVAILABILITY_TEXTS.soldOut}</StyledBadge>
                ) : type.seatsLeft !== null ? (
                  <StyledBadge>{REGISTRATION_TEXTS.seatsLeft(type.seatsLeft)}</StyledBadge>
                ) : null}
              </StyledOption>
            );
          })}
          <FieldError id="ticket-type" error={fieldErrors.ticketTypeId} />
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
        <StyledLabel htmlFor={idOf('tickets')}>{REGISTRATION_TEXTS.numberOfTickets}</StyledLabel>
        <StyledInput
          id={idOf('tickets')}
          name="numberOfTickets"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={emptied ? '' : String(selection.quantity)}
          aria-describedby={idOf('hint')}
          onChange={(event) => {
            const typed = event.target.value.trim();
            setEmptied(typed === '');
            if (typed !== '') setQuantity(Number(typed));
          }}
          onBlur={() => setEmptied(false)}
        />
        <div id={idOf('hint')} aria-live="polite">
          {selection.message ? (
            <StyledFieldError>{selection.message}</StyledFieldError>
          ) : (
            <StyledHint>{REGISTRATION_TEXTS.maxHint(max)}</StyledHint>
          )}
        </div>
        <FieldError id={idOf('tickets')} error={fieldErrors.numberOfTickets} />
      </StyledField>
      {isPaid && (
        <StyledTotal>
          {REGISTRATION_TEXTS.total}: <strong>{total}</strong>
        </StyledTotal>
      )}
      {forChildren && (
        <StyledField>
          <StyledConsent htmlFor={idOf('guardianConsent')}>
            <input
              id={idOf('guardianConsent')}
              name="guardianConsent"
              type="checkbox"
              required
              checked={attendee.guardianConsent}
              {...describedBy(idOf('guardianConsent'), fieldErrors.guardianConsent)}
              onChange={(event) => onAttendeeChange({ ...attendee, guardianConsent: event.target.checked })}
            />
            <span>{REGISTRATION_TEXTS.guardianConsent}</span>
          </StyledConsent>
          <FieldError id={idOf('guardianConsent')} error={fieldErrors.guardianConsent} />
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
