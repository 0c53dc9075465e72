import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDateRange, MESSAGES } from '@foundation/shared';
import {
  StyledCard,
  StyledCardTitle,
  StyledErrorText,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
  StyledStatus,
  StyledTag,
} from '../components/layout';
import { useToast } from '../components/Toasts';
import { usePageTitle } from '../components/usePageTitle';
import { YOGAYAN } from '../modules/education/content';
import { eventPriceLabel } from '../modules/events/eventPrice';
import { useOnlineEvents } from '../modules/events/hooks/useOnlineEvents';
import { EVENT_TEXTS } from '../modules/events/texts';
import { staticPageMeta } from '../seo/pageMeta';

function OnlineEvents() {
  const { events, error } = useOnlineEvents();
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(MESSAGES.fetchOnlineEventsFailed);
  }, [error, toast]);

  if (error && !events)
    return <StyledErrorText role="alert">{MESSAGES.fetchOnlineEventsFailed}</StyledErrorText>;
  if (!events) return <StyledStatus role="status">{EVENT_TEXTS.loadingOnlineEvents}</StyledStatus>;
  if (events.length === 0) return <StyledStatus>{EVENT_TEXTS.noOnlineEvents}</StyledStatus>;
  return (
    <StyledGrid>
      {events.map((event) => (
        <li key={event.id}>
          <StyledCard>
            <StyledTag>{eventPriceLabel(event)}</StyledTag>
            <StyledCardTitle>
              <Link to={`/events/${encodeURIComponent(event.urlSlug)}`}>{event.title}</Link>
            </StyledCardTitle>
            <StyledMuted>{formatDateRange(event.startDate, event.endDate)}</StyledMuted>
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

export default function YogayanPage() {
  const meta = staticPageMeta('/yogayan');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>{YOGAYAN.title}</StyledPageTitle>
        <StyledLead>{YOGAYAN.lead}</StyledLead>
      </StyledPageHeader>
      <StyledSection aria-labelledby="courses">
        <StyledSectionTitle id="courses">{YOGAYAN.coursesTitle}</StyledSectionTitle>
        <StyledGrid>
          {YOGAYAN.courses.map((course) => (
            <li key={course.title}>
              <StyledCard>
                <StyledTag>{course.duration}</StyledTag>
                <StyledCardTitle>{course.title}</StyledCardTitle>
                <StyledMuted>{course.description}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="series">
        <StyledSectionTitle id="series">{YOGAYAN.seriesTitle}</StyledSectionTitle>
        <StyledGrid>
          {YOGAYAN.series.map((series) => (
            <li key={series.title}>
              <StyledCard>
                <StyledCardTitle>{series.title}</StyledCardTitle>
                <p>{series.schedule}</p>
                <StyledMuted>{series.description}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="featured-sessions">
        <StyledSectionTitle id="featured-sessions">{YOGAYAN.sessionsTitle}</StyledSectionTitle>
        <StyledGrid>
          {YOGAYAN.sessions.map((session) => (
            <li key={session.title}>
              <StyledCard>
                <StyledCardTitle>{session.title}</StyledCardTitle>
                <StyledMuted>{session.description}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="online-events">
        <StyledSectionTitle id="online-events">{YOGAYAN.onlineEventsTitle}</StyledSectionTitle>
        <OnlineEvents />
      </StyledSection>
      <StyledSection aria-labelledby="testimonials">
        <StyledSectionTitle id="testimonials">{YOGAYAN.testimonialsTitle}</StyledSectionTitle>
        <StyledMuted>{YOGAYAN.comingSoon}</StyledMuted>
      </StyledSection>
    </StyledPage>
  );
}
