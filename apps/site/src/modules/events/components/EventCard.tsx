import styled from 'styled-components';
import { type EventSummary, formatDateRange, localizedText } from '@foundation/shared';
import {
  StyledCard,
  StyledCardBody,
  StyledCardImage,
  StyledCardTitle,
  StyledCardTitleLink,
} from '../../../components/Card';
import { coverImage } from '../../../components/ResponsiveImage';
import { currentLocale } from '../../../i18n/i18n';
import { eventPriceLabel, showsPrice } from '../eventPrice';
import { EVENT_TEXTS } from '../texts';

interface EventCardProps {
  event: EventSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a list are above the fold: load their pictures at once. */
  priority?: boolean;
}

/** An event card (docs/product.md §2, Events list); the whole card links to /events/{url_slug}. */
export function EventCard({ event, headingLevel = 'h2', priority }: EventCardProps) {
  const locale = currentLocale();
  return (
    <StyledCard>
      <StyledCardImage
        {...coverImage(event.imageUrl, event.imageVariants)}
        sizes="(min-width: 64em) 22rem, 100vw"
        priority={priority}
      />
      <StyledPrice $paid={showsPrice(event)}>{eventPriceLabel(event)}</StyledPrice>
      <StyledCardBody>
        <StyledCardTitle as={headingLevel}>
          <StyledCardTitleLink to={`/events/${encodeURIComponent(event.urlSlug)}`}>
            {localizedText(event, 'title', locale)}
          </StyledCardTitleLink>
        </StyledCardTitle>
        <StyledDetail>
          <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate, locale)}</time>
        </StyledDetail>
        <StyledDetail>{localizedText(event, 'location', locale)}</StyledDetail>
        <StyledViewDetails aria-hidden="true">{EVENT_TEXTS.viewDetails}</StyledViewDetails>
      </StyledCardBody>
    </StyledCard>
  );
}

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
