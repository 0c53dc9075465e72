import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { eventDurationDays, formatDateRange, localizedText, type PublicSession } from '@foundation/shared';
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
import { currentLocale } from '../i18n/i18n';
import { YOGAYAN } from '../modules/education/content';
import { useOnlineCourses } from '../modules/education/hooks/useOnlineCourses';
import { SESSIONS, sessionSchedule } from '../modules/sessions/content';
import { useSessions } from '../modules/sessions/hooks/useSessions';
import { eventPriceLabel } from '../modules/events/eventPrice';
import { useOnlineEvents } from '../modules/events/hooks/useOnlineEvents';
import { EVENT_TEXTS } from '../modules/events/texts';
import { staticPageMeta } from '../seo/pageMeta';
import { InfoCards, PageHeader, PageSection } from '../components/PageSections';

function OnlineEvents() {
  const { events, error } = useOnlineEvents();
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(YOGAYAN.onlineEventsFailed);
  }, [error, toast]);

  if (error && !events) return <StyledErrorText role="alert">{YOGAYAN.onlineEventsFailed}</StyledErrorText>;
  if (!events) return <StyledStatus role="status">{EVENT_TEXTS.loadingOnlineEvents}</StyledStatus>;
  // Online courses have their own section above: each event is listed once on the page.
  const others = events.filter((event) => event.category !== 'course');
  if (others.length === 0) return <StyledStatus>{EVENT_TEXTS.noOnlineEvents}</StyledStatus>;
  return (
    <StyledGrid>
      {others.map((event) => (
        <li key={event.id}>
          <StyledCard>
            <StyledTag>{eventPriceLabel(event)}</StyledTag>
            <StyledCardTitle>
              <Link to={`/events/${encodeURIComponent(event.urlSlug)}`}>
                {localizedText(event, 'title', currentLocale())}
              </Link>
            </StyledCardTitle>
            <StyledMuted>{formatDateRange(event.startDate, event.endDate, currentLocale())}</StyledMuted>
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

function Courses() {
  const { courses, error } = useOnlineCourses();
  if (error && !courses) return <StyledErrorText role="alert">{YOGAYAN.coursesFailed}</StyledErrorText>;
  if (!courses) return <StyledStatus role="status">{YOGAYAN.loadingCourses}</StyledStatus>;
  if (courses.length === 0) return <StyledStatus>{YOGAYAN.noCourses}</StyledStatus>;
  return (
    <StyledGrid>
      {courses.map((course) => (
        <li key={course.id}>
          <StyledCard>
            <StyledTag>
              {[
                EVENT_TEXTS.duration(eventDurationDays(course.startDate, course.endDate)),
                eventPriceLabel(course),
              ]
                .filter(Boolean)
                .join(' · ')}
            </StyledTag>
            <StyledCardTitle>
              <Link to={`/events/${encodeURIComponent(course.urlSlug)}`}>
                {localizedText(course, 'title', currentLocale())}
              </Link>
            </StyledCardTitle>
            <StyledMuted>{formatDateRange(course.startDate, course.endDate, currentLocale())}</StyledMuted>
          </StyledCard>
        </li>
      ))}
    </StyledGrid>
  );
}

/** Ongoing sessions: `series` lists those meeting once a week, otherwise those meeting more often. */
function Sessions({ series }: { series: boolean }) {
  const { sessions, error } = useSessions();
  if (error && !sessions) return <StyledErrorText role="alert">{YOGAYAN.sessionsFailed}</StyledErrorText>;
  if (!sessions) return <StyledStatus role="status">{YOGAYAN.loadingSessions}</StyledStatus>;
  const locale = currentLocale();
  const shown = sessions.filter(
    (session: PublicSession) => session.status === 'ongoing' && (session.days.length === 1) === series,
  );
  if (shown.length === 0)
    return <StyledStatus>{series ? YOGAYAN.noSeries : YOGAYAN.noSessions}</StyledStatus>;
  return (
    <InfoCards
      cards={shown.map((session) => ({
        title: localizedText(session, 'title', locale),
        tag: SESSIONS.type(session.type),
        detail: `${sessionSchedule(session, locale)} · ${session.instructor}`,
        description: localizedText(session, 'description', locale),
      }))}
    />
  );
}

export default function YogayanPage() {
  const meta = staticPageMeta('/yogayan');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={YOGAYAN.title} lead={YOGAYAN.lead} />
      <PageSection id="courses" title={YOGAYAN.coursesTitle}>
        <Courses />
      </PageSection>
      <PageSection id="series" title={YOGAYAN.seriesTitle}>
        <Sessions series />
      </PageSection>
      <PageSection id="featured-sessions" title={YOGAYAN.sessionsTitle}>
        <Sessions series={false} />
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
