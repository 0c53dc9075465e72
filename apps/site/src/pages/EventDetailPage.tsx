import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateRange, localizedText, mapsSearchUrl } from '@foundation/shared';
import { StyledButtonLink } from '../components/buttons';
import {
  cluster,
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
import { EventSections } from '../modules/events/components/EventSections';
import { eventPriceLabel, showsPrice } from '../modules/events/eventPrice';
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
  const location = event ? localizedText(event, 'location', locale) : null;
  const dates = event ? formatDateRange(event.startDate, event.endDate, locale) : null;
  const cancelled = event?.status === 'cancelled';
  const reason = event && cancelled ? localizedText(event, 'cancellationReason', locale) : null;
  usePageTitle(
    title ?? (notFound ? notFoundMeta('eventNotFound').title : null),
    event ? `${dates}, ${location}` : null,
  );

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
          <StyledFacts>
            <div>
              <dt>{t('events.dates')}</dt>
              <dd>
                <time dateTime={event.startDate}>{dates}</time>
              </dd>
            </div>
            <div>
              <dt>{t('events.location')}</dt>
              <dd>
                <a
                  href={mapsSearchUrl(event.location, event.locationMapUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {location}
                </a>
              </dd>
            </div>
            {showsPrice(event) && (
              <div>
                <dt>{t('events.price')}</dt>
                <dd>{eventPriceLabel(event)}</dd>
              </div>
            )}
          </StyledFacts>
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

const StyledFacts = styled.dl`
  ${stack('xs')}
  margin: 0;

  div {
    ${cluster('xs')}
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
  }
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
