import { type FormEvent, useRef, useState } from 'react';
import {
  localizedText,
  VOLUNTEER_LIMITS,
  type VolunteerApplicationRequest,
  type VolunteerRole,
} from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import { StyledForm, StyledNotice } from '../../../components/forms';
import { InputField, PERSON, SelectField, TextareaField, useFormFields } from '../../../components/fields';
import { currentLocale } from '../../../i18n/i18n';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { sendVolunteerApplication } from '../api/volunteer.api';
import { APPLY_TEXTS } from '../content';

type Values = Required<VolunteerApplicationRequest>;

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
  const { values, setErrors, field } = useFormFields<Values>({
    name: '',
    email: '',
    phone: '',
    city: '',
    roleId: initialRoleId,
    availability: '',
    message: '',
  });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
      setErrors((error instanceof ApiError ? error.fields : undefined) ?? {});
      // too many applications from this network: the API says how long to wait
      setProblem(
        isTooManyRequests(error) || (error instanceof ApiError && error.fields)
          ? error.message
          : APPLY_TEXTS.failed,
      );
    }
    setSending(false);
    onBusyChange?.(false);
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <StyledForm onSubmit={submit}>
      <SelectField {...field('roleId')} label={APPLY_TEXTS.role} required>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {localizedText(role, 'title', currentLocale())}
          </option>
        ))}
      </SelectField>
      <InputField
        {...field('name')}
        {...PERSON.name}
        maxLength={VOLUNTEER_LIMITS.nameMax}
        label={APPLY_TEXTS.name}
        required
      />
      <InputField
        {...field('email')}
        {...PERSON.email}
        maxLength={VOLUNTEER_LIMITS.emailMax}
        label={APPLY_TEXTS.email}
        required
      />
      <InputField {...field('phone')} {...PERSON.phone} label={APPLY_TEXTS.phone} required />
      <InputField
        {...field('city')}
        label={APPLY_TEXTS.city}
        required
        autoComplete="address-level2"
        maxLength={VOLUNTEER_LIMITS.cityMax}
      />
      <InputField
        {...field('availability')}
        label={APPLY_TEXTS.availability}
        hint={APPLY_TEXTS.availabilityHint}
        required
        maxLength={VOLUNTEER_LIMITS.availabilityMax}
      />
      <TextareaField
        {...field('message')}
        label={APPLY_TEXTS.message}
        rows={4}
        maxLength={VOLUNTEER_LIMITS.messageMax}
      />
      {problem && (
        <StyledNotice ref={noticeRef} tabIndex={-1} role="alert" $tone="error">
          {problem}
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
