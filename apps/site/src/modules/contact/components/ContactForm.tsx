import { type FormEvent, useRef, useState } from 'react';
import { CONTACT_LIMITS, type ContactMessageRequest } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { PrivacyLine } from '../../../components/PrivacyLine';
import { StyledForm, StyledNotice } from '../../../components/forms';
import { InputField, PERSON, TextareaField, useFormFields } from '../../../components/fields';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { sendContactMessage } from '../api/contact.api';
import { CONTACT_TEXTS } from '../texts';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  | { kind: 'error'; message: string };

const EMPTY: ContactMessageRequest = { fullName: '', whatsappNumber: '', message: '' };

/** docs/product.md §2, Contact: Full Name, WhatsApp Number, Message, all required; stored through the API. */
export function ContactForm() {
  const { values, setValues, setErrors, field } = useFormFields<ContactMessageRequest>(EMPTY);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    setErrors({});
    try {
      await sendContactMessage(values);
      setState({ kind: 'sent', name: values.fullName.trim() });
      setValues(EMPTY);
    } catch (error) {
      setErrors((error instanceof ApiError ? error.fields : undefined) ?? {});
      setState({
        kind: 'error',
        // too many messages from this network: the API says how long to wait
        message: isTooManyRequests(error) ? error.message : CONTACT_TEXTS.failed,
      });
    }
    window.requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <StyledForm onSubmit={submit}>
      <InputField {...field('fullName')} {...PERSON.name} label={CONTACT_TEXTS.fullName} required />
      <InputField
        {...field('whatsappNumber')}
        {...PERSON.phone}
        label={CONTACT_TEXTS.whatsappNumber}
        required
      />
      <TextareaField
        {...field('message')}
        label={CONTACT_TEXTS.message}
        required
        rows={5}
        maxLength={CONTACT_LIMITS.messageMax}
      />
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
