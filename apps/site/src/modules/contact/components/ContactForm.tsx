import { type FormEvent, useId, useRef, useState } from 'react';
import { CONTACT_LIMITS, type ContactMessageRequest } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import {
  StyledField,
  StyledFieldError,
  StyledForm,
  StyledInput,
  StyledLabel,
  StyledNotice,
  StyledTextarea,
} from '../../../components/forms';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { sendContactMessage } from '../api/contact.api';
import { CONTACT_TEXTS } from '../texts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  | { kind: 'error'; fields?: Record<string, string>; message: string };

const EMPTY: ContactMessageRequest = { fullName: '', whatsappNumber: '', message: '' };

/** docs/product.md §2, Contact: Full Name, WhatsApp Number, Message, all required; stored through the API. */
export function ContactForm() {
  const ids = { fullName: useId(), whatsappNumber: useId(), message: useId() };
  const [values, setValues] = useState<ContactMessageRequest>(EMPTY);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await sendContactMessage(values);
      setState({ kind: 'sent', name: values.fullName.trim() });
      setValues(EMPTY);
    } catch (error) {
      setState({
        kind: 'error',
        fields: error instanceof ApiError ? error.fields : undefined,
        // too many messages from this network: the API says how long to wait
        message: isTooManyRequests(error) ? error.message : CONTACT_TEXTS.failed,
      });
    }
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const fields = state.kind === 'error' ? (state.fields ?? {}) : {};
  const props = (key: keyof ContactMessageRequest) => ({
    id: ids[key],
    name: key,
    required: true,
    value: values[key],
    'aria-invalid': fields[key] ? true : undefined,
    'aria-describedby': fields[key] ? `${ids[key]}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  const error = (key: keyof ContactMessageRequest) => {
    const message = fields[key];
    return message ? <StyledFieldError id={`${ids[key]}-error`}>{message}</StyledFieldError> : null;
  };

  return (
    <StyledForm onSubmit={submit}>
      <StyledField>
        <StyledLabel htmlFor={ids.fullName}>{CONTACT_TEXTS.fullName}</StyledLabel>
        <StyledInput {...props('fullName')} autoComplete="name" maxLength={CONTACT_LIMITS.fullNameMax} />
        {error('fullName')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={ids.whatsappNumber}>{CONTACT_TEXTS.whatsappNumber}</StyledLabel>
        <StyledInput
          {...props('whatsappNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={32}
        />
        {error('whatsappNumber')}
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={ids.message}>{CONTACT_TEXTS.message}</StyledLabel>
        <StyledTextarea {...props('message')} rows={5} maxLength={CONTACT_LIMITS.messageMax} />
        {error('message')}
      </StyledField>
      <PrivacyLine purpose="contact" />
      <StyledButton type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
      </StyledButton>
      {(state.kind === 'sent' || state.kind === 'error') && (
        <StyledNotice
          ref={noticeRef}
          tabIndex={-1}
          role={state.kind === 'error' ? 'alert' : 'status'}
          $tone={state.kind === 'sent' ? 'success' : 'error'}
        >
          {state.kind === 'sent' ? CONTACT_TEXTS.thanks(state.name) : state.message}
        </StyledNotice>
      )}
    </StyledForm>
  );
}
