import { useState } from 'react';
import styled from 'styled-components';
import { formatSessionStart, localizedText, type Locale, type PublicSession } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { currentLocale, t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { fetchJoinLink } from '../api/sessions.api';
import { SESSIONS } from '../content';

/** Opens a meeting link in a new tab (or this one when pop-ups are blocked), never giving it our window. */
function openLink(url: string) {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/**
 * What to say when the link is refused: the API's answer, except that a Hindi page says when the next
 * session starts in Hindi, from the start the answer carries, when the message is English.
 */
function refusalText(error: unknown, locale: Locale): string {
  if (!(error instanceof ApiError && error.fromServer)) return SESSIONS.joinFailed;
  const startsAt = typeof error.body.startsAt === 'string' ? new Date(error.body.startsAt) : null;
  // Devanagari in the message: the API already answered in Hindi.
  if (
    locale === 'hi' &&
    !/[\u0900-\u097F]/.test(error.message) &&
    startsAt &&
    !Number.isNaN(startsAt.getTime())
  ) {
    return t('sessions.startsAt', { when: formatSessionStart(startsAt, 'hi') });
  }
  return error.message;
}

/**
 * Join Session: asks the API for the link (given only shortly before a start) and opens it; otherwise shows
 * the API's answer, which says when the next session starts.
 */
export function JoinSessionButton({ session }: { session: Pick<PublicSession, 'id' | 'title' | 'titleHi'> }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const join = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const { joinUrl } = await fetchJoinLink(session.id);
      openLink(joinUrl);
    } catch (error) {
      setNotice(refusalText(error, currentLocale()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StyledButton
        type="button"
        onClick={join}
        disabled={busy}
        aria-label={`${SESSIONS.joinSession}: ${localizedText(session, 'title', currentLocale())}`}
      >
        {busy ? SESSIONS.joining : SESSIONS.joinSession}
      </StyledButton>
      <StyledNotice role="status">{notice}</StyledNotice>
    </>
  );
}

const StyledNotice = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  &:empty {
    display: none;
  }
`;
