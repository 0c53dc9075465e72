import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type EventSummary, formatDateRange } from '@foundation/shared';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { eventPriceLabel } from '../eventPrice';
import { EVENT_TEXTS } from '../texts';

interface EventCardProps {
  event: EventSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a list are above the fold: load their pictures at once. */
  priority?: boolean;
}

/** An event card (SPEC section 2, Events list); the whole card links to /events/{url_slug}. */
export function EventCard({ event, headingLevel = 'h2', priority }: EventCardProps) {
  return (
    <StyledCard>
      <StyledImage
        src={event.imageUrl}
        variants={event.imageUrl ? event.imageVariants?.[event.imageUrl] : undefined}
        alt=""
        width={1200}
        height={630}
        sizes="(min-width: 64em) 22rem, 100vw"
        priority={priority}
      />
      <StyledPrice $paid={event.isPaid}>{eventPriceLabel(event)}</StyledPrice>
      <StyledBody>
        <StyledTitle as={headingLevel}>
          <StyledTitleLink to={`/events/${encodeURIComponent(event.urlSlug)}`}>{event.title}</StyledTitleLink>
        </StyledTitle>
        <StyledDetail>
          <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
        </StyledDetail>
        <StyledDetail>{event.location}</StyledDetail>
        <StyledViewDetails aria-hidden="true">{EVENT_TEXTS.viewDetails}</StyledViewDetails>
      </StyledBody>
    </StyledCard>
  );
}

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus-within {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.primaryStrong}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const StyledImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ theme }) => theme.layout.coverAspectRatio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/* The whole card is clickable through the title link's stretched hit area. */
const StyledTitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  &:focus-visible {
    outline: none;
  }
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPrice = styled.p<{ $paid: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $paid }) => ($paid ? theme.colors.primaryStrong : theme.colors.primarySoft)};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.onPrimaryStrong : theme.colors.onPrimarySoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledViewDetails = styled.span`
  align-self: flex-start;
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
