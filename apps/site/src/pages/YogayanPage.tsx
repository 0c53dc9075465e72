import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDateRange, MESSAGES } from '@foundation/shared';
import {
  StyledCard,
  StyledCardTitle,
  StyledErrorText,
  StyledGrid,
  StyledMuted,
  StyledPage,
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
import { InfoCards, PageHeader, PageSection } from '../components/PageSections';

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
      <PageHeader title={YOGAYAN.title} lead={YOGAYAN.lead} />
      <PageSection id="courses" title={YOGAYAN.coursesTitle}>
        <InfoCards cards={YOGAYAN.courses.map((course) => ({ ...course, tag: course.duration }))} />
      </PageSection>
      <PageSection id="series" title={YOGAYAN.seriesTitle}>
        <InfoCards cards={YOGAYAN.series.map((series) => ({ ...series, detail: series.schedule }))} />
      </PageSection>
      <PageSection id="featured-sessions" title={YOGAYAN.sessionsTitle}>
        <InfoCards cards={YOGAYAN.sessions} />
      </PageSection>
      <PageSection id="online-events" title={YOGAYAN.onlineEventsTitle}>
        <OnlineEvents />
      </PageSection>
      <PageSection id="testimonials" title={YOGAYAN.testimonialsTitle}>
        <StyledMuted>{YOGAYAN.comingSoon}</StyledMuted>
      </PageSection>
    </StyledPage>
  );
}
