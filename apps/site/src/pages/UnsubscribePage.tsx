import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StyledButton, StyledButtonLink } from '../components/buttons';
import { StyledErrorText, StyledMuted, StyledPage, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { ApiError } from '../lib/api';
import { unsubscribeFromNewsletter } from '../modules/newsletter/api/unsubscribe.api';
import { UNSUBSCRIBE_TEXTS } from '../modules/newsletter/unsubscribeTexts';

type State = 'idle' | 'working' | 'done' | 'invalid' | 'failed';

/**
 * The newsletter's unsubscribe link (docs/privacy.md "Newsletter"): no sign-in, the signed token is the
 * proof. Opening the page changes nothing (mail scanners open links); the button unsubscribes, and pressing
 * it again answers the same. A mail program's one-click goes straight to the API (List-Unsubscribe).
 */
export default function UnsubscribePage() {
  const { token } = useParams();
  const t = UNSUBSCRIBE_TEXTS;
  const [state, setState] = useState<State>('idle');
  usePageTitle(state === 'invalid' ? t.invalidTitle : state === 'done' ? t.doneTitle : t.title);

  const unsubscribe = async () => {
    if (!token) return;
    setState('working');
    try {
      await unsubscribeFromNewsletter(token);
      setState('done');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed');
    }
  };

  if (state === 'invalid') {
    return (
      <StyledPage>
        <StyledPageTitle>{t.invalidTitle}</StyledPageTitle>
        <StyledMuted>{t.invalidNote}</StyledMuted>
        <StyledButtonLink to="/">{t.home}</StyledButtonLink>
      </StyledPage>
    );
  }
  if (state === 'done') {
    return (
      <StyledPage>
        <StyledPageTitle>{t.doneTitle}</StyledPageTitle>
        <StyledMuted role="status">{t.doneNote}</StyledMuted>
        <StyledButtonLink to="/">{t.home}</StyledButtonLink>
      </StyledPage>
    );
  }
  return (
    <StyledPage>
      <StyledPageTitle>{t.title}</StyledPageTitle>
      <StyledMuted>{t.note}</StyledMuted>
      {state === 'failed' && <StyledErrorText role="alert">{t.failed}</StyledErrorText>}
      <StyledButton type="button" onClick={unsubscribe} disabled={state === 'working'}>
        {state === 'working' ? t.working : t.confirm}
      </StyledButton>
    </StyledPage>
  );
}
