import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { StyledButtonLink } from '../../../components/buttons';
import {
  StyledBulletList,
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledMuted,
  StyledTag,
} from '../../../components/layout';
import { SESSIONS } from '../content';

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
      <StyledTabList role="tablist" aria-label="Sessions">
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
          {index === 0 && (
            <StyledGrid>
              {SESSIONS.current.map((session) => (
                <li key={session.title}>
                  <StyledCard>
                    <StyledTag>{session.type}</StyledTag>
                    <StyledCardTitle>{session.title}</StyledCardTitle>
                    <p>{session.instructor}</p>
                    <StyledMuted>
                      {session.schedule} · {session.level}
                    </StyledMuted>
                    <p>{session.description}</p>
                    <StyledButtonLink to="/contact" aria-label={`${SESSIONS.joinSession}: ${session.title}`}>
                      {SESSIONS.joinSession}
                    </StyledButtonLink>
                  </StyledCard>
                </li>
              ))}
            </StyledGrid>
          )}
          {index === 1 && (
            <StyledGrid>
              {SESSIONS.past.map((session) => (
                <li key={session.title}>
                  <StyledCard>
                    <StyledCardTitle>{session.title}</StyledCardTitle>
                    <StyledMuted>{SESSIONS.participants(session.participants)}</StyledMuted>
                    <p>{session.description}</p>
                    <StyledButtonLink
                      to="/contact"
                      $variant="secondary"
                      aria-label={`${SESSIONS.viewArchive}: ${session.title}`}
                    >
                      {SESSIONS.viewArchive}
                    </StyledButtonLink>
                  </StyledCard>
                </li>
              ))}
            </StyledGrid>
          )}
          {index === 2 && (
            <StyledGrid>
              {SESSIONS.week.map((day) => (
                <li key={day.day}>
                  <StyledCard>
                    <StyledCardTitle>{day.day}</StyledCardTitle>
                    <StyledBulletList>
                      {day.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </StyledBulletList>
                  </StyledCard>
                </li>
              ))}
            </StyledGrid>
          )}
        </StyledPanel>
      ))}
    </div>
  );
}

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
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
