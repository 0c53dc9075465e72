import { type FormEvent, useId, useRef, useState } from 'react';
import {
  CONTACT_LIMITS,
  localizedText,
  VOLUNTEER_LIMITS,
  type VolunteerApplicationRequest,
  type VolunteerRole,
} from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import {
  StyledField,
  StyledFieldError,
  StyledForm,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledNotice,
  StyledSelect,
  StyledTextarea,
} from '../../../components/forms';
import { currentLocale } from '../../../i18n/i18n';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { sendVolunteerApplication } from '../api/volunteer.api';
import { APPLY_TEXTS } from '../content';

type Values = Required<VolunteerApplicationRequest>;
type Key = keyof Values;

interface Props {
  roles: VolunteerRole[];
  /** The role whose Apply Now opened the form. */
  initialRoleId: string;
  /** Called once the application is stored, with the thanks to show on the page. */
  onSent: (thanks: string) => void;
  onCancel: () => void;
  /** Tells the dialog not to close while the request is in flight. */
  onBusyChange?: (busy: boolean) => void;
}

/** Name, e-mail, phone, city, role, availability and an optional message, sent to the API as typed. */
export function VolunteerApplicationForm({ roles, initialRoleId, onSent, onCancel, onBusyChange }: Props) {
  const base = useId();
  const id = (key: Key) => `${base}-${key}`;
  const [values, setValues] = useState<Values>({
    name: '',
    email: '',
    phone: '',
    city: '',
    roleId: initialRoleId,
    availability: '',
    message: '',
  });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    onBusyChange?.(true);
    try {
      await sendVolunteerApplication(values);
      const chosen = roles.find((candidate) => candidate.id === values.roleId);
      const role = chosen ? localizedText(chosen, 'title', currentLocale()) : '';
      onBusyChange?.(false);
      onSent(APPLY_TEXTS.thanks(values.name.trim(), role));
      return;
    } catch (error) {
      setProblem({
        fields: (error instanceof ApiError ? error.fields : undefined) ?? {},
        // too many applications from this network: the API says how long to wait
        message:
          isTooManyRequests(error) || (error instanceof ApiError && error.fields)
            ? error.message
            : APPLY_TEXTS.failed,
      });
    }
    setSending(false);
    onBusyChange?.(false);
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const fields = problem?.fields ?? {};
  const props = (key: Key) => ({
    id: id(key),
    name: key,
    value: values[key],
    'aria-invalid': fields[key] ? true : undefined,
    'aria-describedby': fields[key] ? `${id(key)}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const error = (key: Key) => {
    const message = fields[key];
    return message ? <StyledFieldError id={`${id(key)}-error`}>{message}</StyledFieldError> : null;
  };

  return (
    <StyledForm onSubmit={submit}>
      <StyledField>
        <StyledLabel htmlFor={id('roleId')}>{APPLY_TEXTS.role}</StyledLabel>
        <StyledSelect {...props('roleId')} required>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {localizedText(role, 'title', currentLocale())}
            </option>
          ))}
        </StyledSelect>
        {error('roleId')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('name')}>{APPLY_TEXTS.name}</StyledLabel>
        <StyledInput {...props('name')} required autoComplete="name" maxLength={VOLUNTEER_LIMITS.nameMax} />
        {error('name')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('email')}>{APPLY_TEXTS.email}</StyledLabel>
        <StyledInput
          {...props('email')}
          required
          type="email"
          autoComplete="email"
          maxLength={VOLUNTEER_LIMITS.emailMax}
        />
        {error('email')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('phone')}>{APPLY_TEXTS.phone}</StyledLabel>
        <StyledInput
          {...props('phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phoneMax}
        />
        {error('phone')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('city')}>{APPLY_TEXTS.city}</StyledLabel>
        <StyledInput
          {...props('city')}
          required
          autoComplete="address-level2"
          maxLength={VOLUNTEER_LIMITS.cityMax}
        />
        {error('city')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('availability')}>{APPLY_TEXTS.availability}</StyledLabel>
        <StyledInput
          {...props('availability')}
          required
          maxLength={VOLUNTEER_LIMITS.availabilityMax}
          aria-describedby={`${id('availability')}-hint${fields.availability ? ` ${id('availability')}-error` : ''}`}
        />
        <StyledHint id={`${id('availability')}-hint`}>{APPLY_TEXTS.availabilityHint}</StyledHint>
        {error('availability')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id('message')}>{APPLY_TEXTS.message}</StyledLabel>
        <StyledTextarea {...props('message')} rows={4} maxLength={VOLUNTEER_LIMITS.messageMax} />
        {error('message')}
      </StyledField>
      {problem && (
        <StyledNotice ref={noticeRef} tabIndex={-1} role="alert" $tone="error">
          {problem.message}
        </StyledNotice>
      )}
      <PrivacyLine purpose="volunteer" />
      <StyledButtonRow>
        <StyledButton type="submit" disabled={sending}>
          {sending ? APPLY_TEXTS.sending : APPLY_TEXTS.submit}
        </StyledButton>
        <StyledButton $variant="secondary" type="button" onClick={onCancel} disabled={sending}>
          {APPLY_TEXTS.cancel}
        </StyledButton>
      </StyledButtonRow>
    </StyledForm>
  );
}
