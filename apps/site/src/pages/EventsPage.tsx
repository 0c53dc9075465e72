import { StyledErrorText, StyledGrid, StyledPage, StyledStatus } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { EventCard } from '../modules/events/components/EventCard';
import { useOfflineEvents } from '../modules/events/hooks/useOfflineEvents';
import { EVENT_TEXTS } from '../modules/events/texts';
import { t } from '../i18n/i18n';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader } from '../components/PageSections';

/** docs/product.md §2, Events list: active offline events with loading, error and empty states. */
export default function EventsPage() {
  const meta = staticPageMeta('/events');
  usePageTitle(meta.title, meta.description);
  const { events, error } = useOfflineEvents();

  let content;
  if (events && events.length > 0) {
    content = (
      <StyledGrid>
        {events.map((event, position) => (
          <li key={event.id}>
            <EventCard event={event} priority={position === 0} />
          </li>
        ))}
      </StyledGrid>
    );
  } else if (error) {
    content = <StyledErrorText role="alert">{t('errors.fetchEventsFailed')}</StyledErrorText>;
  } else if (!events) {
    content = <StyledStatus role="status">{EVENT_TEXTS.loadingEvents}</StyledStatus>;
  } else {
    content = <StyledStatus>{EVENT_TEXTS.noUpcomingEvents}</StyledStatus>;
  }

  return (
    <StyledPage>
      <PageHeader title={EVENT_TEXTS.upcomingEventsTitle} lead={EVENT_TEXTS.upcomingEventsLead} />
      {content}
    </StyledPage>
  );
}
