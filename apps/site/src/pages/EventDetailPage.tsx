import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { localizedText } from '@foundation/shared';
import { StyledButtonLink } from '../components/buttons';
import {
  stack,
  StyledErrorText,
  StyledPage,
  StyledPageTitle,
  StyledStatus,
  StyledTag,
} from '../components/layout';
import { coverImage, ResponsiveImage } from '../components/ResponsiveImage';
import { useToast } from '../components/Toasts';
import { usePageTitle } from '../components/usePageTitle';
import { EventFacts, EventSections } from '../modules/events/components/EventSections';
import { ServerHtml } from '../components/ServerHtml';
import { useEvent } from '../modules/events/hooks/useEvent';
import { EVENT_TEXTS } from '../modules/events/texts';
import { EventRegistration } from '../modules/registration/components/EventRegistration';
import { currentLocale, t } from '../i18n/i18n';
import { notFoundMeta } from '../seo/pageMeta';

export default function EventDetailPage() {
  const { eventId } = useParams();
  const { event, error, notFound } = useEvent(eventId);
  const toast = useToast();
  const locale = currentLocale();
  // The event's texts in the page's language: its Hindi fields where staff wrote them, English otherwise.
  const title = event ? localizedText(event, 'title', locale) : null;
  const cancelled = event?.status === 'cancelled';
  const reason = event && cancelled ? localizedText(event, 'cancellationReason', locale) : null;
  // The description ('dates, place') is set with the facts below (EventFacts), for an event the browser shows
  // itself; the server writes both into the head of the event's own page.
  usePageTitle(title ?? (notFound ? notFoundMeta('eventNotFound').title : null));

  useEffect(() => {
    if (error) toast.error(t('errors.fetchEventFailed'));
  }, [error, toast]);

  if (notFound) {
    return (
      <StyledCentered>
        <StyledPageTitle>{t('errors.eventNotFound')}</StyledPageTitle>
        <StyledButtonLink to="/events">{EVENT_TEXTS.backToEvents}</StyledButtonLink>
      </StyledCentered>
    );
  }
  if (!event) {
    return error ? (
      <StyledCentered>
        <StyledErrorText role="alert">{t('errors.fetchEventFailed')}</StyledErrorText>
        <StyledButtonLink to="/events">{EVENT_TEXTS.backToEvents}</StyledButtonLink>
      </StyledCentered>
    ) : (
      <StyledStatus role="status">{EVENT_TEXTS.loadingEvent}</StyledStatus>
    );
  }

  return (
    <StyledPage>
      <StyledHero>
        <StyledHeroImage
          {...coverImage(event.imageUrl, event.imageVariants)}
          sizes="(min-width: 72rem) 42rem, (min-width: 64em) 60vw, 100vw"
          priority
        />
        <StyledIntro>
          {cancelled && <StyledTag>{t('events.cancelled')}</StyledTag>}
          <StyledPageTitle>{title}</StyledPageTitle>
          <ServerHtml id={`event-facts-${event.id}`}>
            <EventFacts event={event} />
          </ServerHtml>
          {cancelled ? (
            <StyledCancelled role="status">
              <strong>{t('events.cancelled')}</strong>
              <span>{t('events.cancelledNote')}</span>
              {reason && <span>{t('events.cancelledReason', { reason })}</span>}
            </StyledCancelled>
          ) : (
            <div>
              <EventRegistration event={event} />
            </div>
          )}
        </StyledIntro>
      </StyledHero>
      <EventSections event={event} />
    </StyledPage>
  );
}

const StyledCentered = styled.div`
  ${stack('lg')}
  align-items: flex-start;
`;

/**
 * Title, dates, price and Register Now must be in the first screen: beside the picture on wide screens (a
 * full-width 1200 x 630 cover alone filled 1280 x 720), below a picture kept under 40% of the screen's
 * height elsewhere (phones held sideways).
 */
const StyledHero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledHeroImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  max-height: 40svh;
  aspect-ratio: ${({ theme }) => theme.layout.coverAspectRatio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};

  ${({ theme }) => theme.media.lg} {
    max-height: none;
  }
`;

const StyledIntro = styled.div`
  ${stack('md')}
`;

/** A cancelled event's notice, where the registration button was (docs/events-operations.md). */
const StyledCancelled = styled.p`
  ${stack('xs')}
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};

  strong {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
