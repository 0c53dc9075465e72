import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateRange, mapsSearchUrl, MESSAGES } from '@foundation/shared';
import { StyledButtonLink } from '../components/buttons';
import { StyledErrorText, StyledPage, StyledPageTitle, StyledStatus } from '../components/layout';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { useToast } from '../components/Toasts';
import { usePageTitle } from '../components/usePageTitle';
import { EventSections } from '../modules/events/components/EventSections';
import { eventPriceLabel, showsPrice } from '../modules/events/eventPrice';
import { useEvent } from '../modules/events/hooks/useEvent';
import { EVENT_TEXTS } from '../modules/events/texts';
import { EventRegistration } from '../modules/registration/components/EventRegistration';
import { notFoundMeta } from '../seo/pageMeta';

export default function EventDetailPage() {
  const { eventId } = useParams();
  const { event, error, notFound } = useEvent(eventId);
  const toast = useToast();
  usePageTitle(
    event ? event.title : notFound ? notFoundMeta('eventNotFound').title : null,
    event ? `${formatDateRange(event.startDate, event.endDate)}, ${event.location}` : null,
  );

  useEffect(() => {
    if (error) toast.error(MESSAGES.fetchEventFailed);
  }, [error, toast]);

  if (notFound) {
    return (
      <StyledCentered>
        <StyledPageTitle>{MESSAGES.eventNotFound}</StyledPageTitle>
        <StyledButtonLink to="/events">{EVENT_TEXTS.backToEvents}</StyledButtonLink>
      </StyledCentered>
    );
  }
  if (!event) {
    return error ? (
      <StyledCentered>
        <StyledErrorText role="alert">{MESSAGES.fetchEventFailed}</StyledErrorText>
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
          src={event.imageUrl}
          variants={event.imageUrl ? event.imageVariants?.[event.imageUrl] : undefined}
          alt=""
          width={1200}
          height={630}
          sizes="(min-width: 72rem) 42rem, (min-width: 64em) 60vw, 100vw"
          priority
        />
        <StyledIntro>
          <StyledPageTitle>{event.title}</StyledPageTitle>
          <StyledFacts>
            <div>
              <dt>Dates</dt>
              <dd>
                <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
              </dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>
                <a
                  href={mapsSearchUrl(event.location, event.locationMapUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {event.location}
                </a>
              </dd>
            </div>
            {showsPrice(event) && (
              <div>
                <dt>Price</dt>
                <dd>{eventPriceLabel(event)}</dd>
              </div>
            )}
          </StyledFacts>
          <div>
            <EventRegistration event={event} />
          </div>
        </StyledIntro>
      </StyledHero>
      <EventSections event={event} />
    </StyledPage>
  );
}

const StyledCentered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
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
