import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  formatIndiaTime,
  localizedText,
  weeklySessionCalendar,
  type PublicSession,
} from '@foundation/shared';
import { StyledButtonAnchor } from '../../../components/buttons';
import {
  cluster,
  StyledBulletList,
  StyledCard,
  StyledCardTitle,
  StyledErrorText,
  StyledGrid,
  StyledMuted,
  StyledStatus,
  StyledTag,
} from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { SESSIONS, sessionSchedule } from '../content';
import { useSessions } from '../hooks/useSessions';
import { JoinSessionButton } from './JoinSessionButton';

// Card titles are h2 here: the tabs are the page's only sections, so an h3 would skip a heading level
// (Lighthouse's heading-order audit).
function Ongoing({ sessions }: { sessions: PublicSession[] }) {
  const ongoing = sessions.filter((session) => session.status === 'ongoing');
  const locale = currentLocale();
  if (ongoing.length === 0) return <StyledStatus>{SESSIONS.noOngoing}</StyledStatus>;
  return (
    <StyledGrid>
      {ongoing.map((session) => (
        <li key={session.id}>
          <StyledCard>
            <StyledTag>{SESSIONS.type(session.type)}</StyledTag>
            <StyledCardTitle as="h2">{localizedText(session, 'title', locale)}</StyledCardTitle>
            <p>{session.instructor}</p>
            <StyledMuted>
              {sessionSchedule(session, locale)} · {localizedText(session, 'level', locale)}
            </StyledMuted>
            {session.description && <p>{localizedText(session, 'description', locale)}</p>}
            <JoinSessionButton session={session} />
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

function Archived({ sessions }: { sessions: PublicSession[] }) {
  const archived = sessions.filter((session) => session.status === 'archived');
  const locale = currentLocale();
  if (archived.length === 0) return <StyledStatus>{SESSIONS.noArchived}</StyledStatus>;
  return (
    <StyledGrid>
      {archived.map((session) => (
        <li key={session.id}>
          <StyledCard>
            <StyledTag>{SESSIONS.type(session.type)}</StyledTag>
            <StyledCardTitle as="h2">{localizedText(session, 'title', locale)}</StyledCardTitle>
            {session.participantsCount !== null && (
              <StyledMuted>{SESSIONS.participants(session.participantsCount)}</StyledMuted>
            )}
            {session.description && <p>{localizedText(session, 'description', locale)}</p>}
            {session.recordingUrl && (
              <StyledButtonAnchor
                href={session.recordingUrl}
                target="_blank"
                rel="noopener noreferrer"
                $variant="secondary"
                aria-label={SESSIONS.viewArchiveLabel(localizedText(session, 'title', locale))}
              >
                {SESSIONS.viewArchive}
              </StyledButtonAnchor>
            )}
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

function Calendar({ sessions }: { sessions: PublicSession[] }) {
  const locale = currentLocale();
  const titles = new Map(sessions.map((session) => [session.id, localizedText(session, 'title', locale)]));
  return (
    <StyledGrid>
      {weeklySessionCalendar(sessions).map((day) => (
        <li key={day.day}>
          <StyledCard>
            <StyledCardTitle as="h2">{SESSIONS.weekday(day.day)}</StyledCardTitle>
            {day.items.length === 0 ? (
              <StyledMuted>{SESSIONS.noSessionsThatDay}</StyledMuted>
            ) : (
              <StyledBulletList>
                {day.items.map((item) => (
                  <li key={item.id}>
                    {formatIndiaTime(item.startTime, locale)} {titles.get(item.id) ?? item.title}
                  </li>
                ))}
              </StyledBulletList>
            )}
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

/** A tab's contents: the sessions once loaded, else the loading or error text. */
function TabContent({ index }: { index: number }) {
  const { sessions, error } = useSessions();
  if (error && !sessions) return <StyledErrorText role="alert">{SESSIONS.failed}</StyledErrorText>;
  if (!sessions) return <StyledStatus role="status">{SESSIONS.loading}</StyledStatus>;
  if (index === 0) return <Ongoing sessions={sessions} />;
  if (index === 1) return <Archived sessions={sessions} />;
  return <Calendar sessions={sessions} />;
}

/** The three tabs of the Sessions page (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function SessionTabs() {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const count = SESSIONS.tabs.length;
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: count - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + count) % count;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <StyledTabList role="tablist" aria-label={SESSIONS.tabsLabel}>
        {SESSIONS.tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={active === index}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={active === index ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab}
          </button>
        ))}
      </StyledTabList>
      {SESSIONS.tabs.map((tab, index) => (
        <StyledPanel
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={active !== index}
          tabIndex={0}
        >
          {active === index && <TabContent index={index} />}
        </StyledPanel>
      ))}
    </div>
  );
}

const StyledTabList = styled.div`
  ${cluster('xxs')}
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};

  button {
    min-height: ${({ theme }) => theme.layout.controlSize};
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    border: 0;
    border-bottom: ${({ theme }) => `${theme.borders.accent} transparent`};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const StyledPanel = styled.div`
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.space.xs};
  }
`;
