import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ApiError, isTooManyRequests } from '../../../lib/api';
import { cluster, stack, StyledVisuallyHidden } from '../../../components/layout';
import { PrivacyLine } from '../../../components/PrivacyLine';
import { subscribeToNewsletter } from '../api/newsletter.api';
import { NEWSLETTER_TEXTS } from '../texts';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/** The footer's newsletter box: stores the address through the API and says so. */
export function NewsletterForm() {
  const inputId = useId();
  const consentId = useId();
  const [email, setEmail] = useState('');
  // Its own consent, unticked until the visitor ticks it (docs/privacy.md "Newsletter").
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      await subscribeToNewsletter(email.trim(), consent);
      setState({ kind: 'done' });
      setEmail('');
      setConsent(false);
    } catch (error) {
      const message =
        (error instanceof ApiError && error.status === 400 && error.fromServer) || isTooManyRequests(error)
          ? error.message
          : NEWSLETTER_TEXTS.failed;
      setState({ kind: 'error', message });
    }
  };

  return (
    <StyledForm onSubmit={submit}>
      <StyledVisuallyHidden as="label" htmlFor={inputId}>
        {NEWSLETTER_TEXTS.label}
      </StyledVisuallyHidden>
      <StyledRow>
        <StyledInput
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={NEWSLETTER_TEXTS.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <StyledSubmit type="submit" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? NEWSLETTER_TEXTS.submitting : NEWSLETTER_TEXTS.submit}
        </StyledSubmit>
      </StyledRow>
      <StyledConsent htmlFor={consentId}>
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          required
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{NEWSLETTER_TEXTS.consent}</span>
      </StyledConsent>
      <PrivacyLine purpose="newsletter" />
      <StyledMessage role="status" $error={state.kind === 'error'}>
        {state.kind === 'done' ? NEWSLETTER_TEXTS.thanks : state.kind === 'error' ? state.message : ''}
      </StyledMessage>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  ${stack('xs')}
`;

const StyledRow = styled.div`
  ${cluster('xs')}
`;

const StyledInput = styled.input`
  flex: 1 1 ${({ theme }) => theme.layout.inlineInputMinWidth};
  /* An input's default minimum is its intrinsic width, wider than the footer's column on small tablets. */
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.onInkMuted}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSubmit = styled.button`
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.onInkAccent};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }
`;

const StyledConsent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    flex: none;
    width: ${({ theme }) => theme.layout.dotSize};
    height: ${({ theme }) => theme.layout.dotSize};
    margin-top: ${({ theme }) => theme.space.xs};
    accent-color: ${({ theme }) => theme.colors.onInkAccent};
  }
`;

const StyledMessage = styled.p<{ $error: boolean }>`
  min-height: 1lh;
  color: ${({ theme, $error }) => ($error ? theme.colors.onInkAccent : theme.colors.onInk)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
