import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ResponsiveImage } from './ResponsiveImage';

/** The pieces shared by the event and program cards: a bordered card made clickable by its title link. */
export const StyledCard = styled.article`
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

export const StyledCardImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ theme }) => theme.layout.coverAspectRatio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

export const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/* The whole card is clickable through the title link's stretched hit area. */
export const StyledCardTitleLink = styled(Link)`
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
