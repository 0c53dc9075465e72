import styled from 'styled-components';
import { MESSAGES } from '@foundation/shared';
import { useOfflineEvents } from '../hooks/useOfflineEvents';
import { EVENT_TEXTS } from '../texts';
import { EventCard } from './EventCard';

/** The 'Upcoming Events' section: active offline events with loading, error and empty states. */
export function UpcomingEvents() {
  const { events, error } = useOfflineEvents();

  let content;
  if (events && events.length > 0) {
    content = (
      <StyledList>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </StyledList>
    );
  } else if (error) {
    content = <StyledError role="alert">{MESSAGES.fetchEventsFailed}</StyledError>;
  } else if (!events) {
    content = <StyledStatus role="status">{EVENT_TEXTS.loadingEvents}</StyledStatus>;
  } else {
    content = <StyledStatus>{EVENT_TEXTS.noUpcomingEvents}</StyledStatus>;
  }

  return (
    <StyledSection aria-labelledby="upcoming-events-title">
      <StyledHeading id="upcoming-events-title">{EVENT_TEXTS.upcomingEventsTitle}</StyledHeading>
      {content}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ theme }) => theme.layout.cardMinWidth}), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledStatus = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
