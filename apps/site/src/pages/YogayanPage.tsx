import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  eventDurationDays,
  type EventSummary,
  formatDateRange,
  localizedText,
  type PublicSession,
} from '@foundation/shared';
import { StyledCard, StyledCardTitle, StyledMuted, StyledPage, StyledTag } from '../components/layout';
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
import { InfoCards, listState, LoadedGrid, PageHeader, PageSection } from '../components/PageSections';

function OnlineEvents() {
  const { events, error } = useOnlineEvents();
  const toast = useToast();
  useEffect(() => {
    if (error) toast.error(YOGAYAN.onlineEventsFailed);
  }, [error, toast]);

  // Online courses have their own section above: each event is listed once on the page.
  const others = events?.filter((event) => event.category !== 'course');
  const texts = {
    failed: YOGAYAN.onlineEventsFailed,
    loading: EVENT_TEXTS.loadingOnlineEvents,
    empty: EVENT_TEXTS.noOnlineEvents,
  };
  return (
    <LoadedGrid items={others} error={error} texts={texts}>
      {(event) => <CourseCard item={event} tag={eventPriceLabel(event)} />}
    </LoadedGrid>
  );
}

/** An online course or event: its tag, its title linking to its event page, and its dates. */
function CourseCard({ item, tag }: { item: EventSummary; tag: string }) {
  return (
    <StyledCard>
      <StyledTag>{tag}</StyledTag>
      <StyledCardTitle>
        <Link to={`/events/${encodeURIComponent(item.urlSlug)}`}>
          {localizedText(item, 'title', currentLocale())}
        </Link>
      </StyledCardTitle>
      <StyledMuted>{formatDateRange(item.startDate, item.endDate, currentLocale())}</StyledMuted>
    </StyledCard>
  );
}

function Courses() {
  const { courses, error } = useOnlineCourses();
  const texts = { failed: YOGAYAN.coursesFailed, loading: YOGAYAN.loadingCourses, empty: YOGAYAN.noCourses };
  return (
    <LoadedGrid items={courses} error={error} texts={texts}>
      {(course) => (
        <CourseCard
          item={course}
          tag={[
            EVENT_TEXTS.duration(eventDurationDays(course.startDate, course.endDate)),
            eventPriceLabel(course),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
    </LoadedGrid>
  );
}

/** Ongoing sessions: `series` lists those meeting once a week, otherwise those meeting more often. */
function Sessions({ series }: { series: boolean }) {
  const { sessions, error } = useSessions();
  const locale = currentLocale();
  const shown = sessions?.filter(
    (session: PublicSession) => session.status === 'ongoing' && (session.days.length === 1) === series,
  );
  const texts = {
    failed: YOGAYAN.sessionsFailed,
    loading: YOGAYAN.loadingSessions,
    empty: series ? YOGAYAN.noSeries : YOGAYAN.noSessions,
  };
  const state = listState(shown, error, texts);
  if (state || !shown) return state;
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
