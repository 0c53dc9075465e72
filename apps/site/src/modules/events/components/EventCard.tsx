import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type EventSummary, formatDateRange } from '@foundation/shared';
import { mediaUrl } from '../../../lib/api';
import { eventPriceLabel } from '../eventPrice';

interface EventCardProps {
  event: EventSummary;
}

export function EventCard({ event }: EventCardProps) {
  const image = mediaUrl(event.imageUrl);
  return (
    <StyledCard>
      {image && <StyledImage src={image} alt="" loading="lazy" decoding="async" />}
      <StyledBody>
        <StyledTitle>
          <StyledTitleLink to={`/events/${encodeURIComponent(event.urlSlug)}`}>{event.title}</StyledTitleLink>
        </StyledTitle>
        <StyledDetail>
          <time dateTime={event.startDate}>{formatDateRange(event.startDate, event.endDate)}</time>
        </StyledDetail>
        <StyledDetail>{event.location}</StyledDetail>
        <StyledPrice $paid={event.isPaid}>{eventPriceLabel(event)}</StyledPrice>
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
`;

const StyledImage = styled.img`
  width: 100%;
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h3`
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
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPrice = styled.p<{ $paid: boolean }>`
  align-self: flex-start;
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $paid }) => ($paid ? theme.colors.primaryStrong : theme.colors.primarySoft)};
  color: ${({ theme, $paid }) => ($paid ? theme.colors.onPrimaryStrong : theme.colors.onPrimarySoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
