import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type CommunityProgram } from '@foundation/shared';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { StyledTag } from '../../../components/layout';

interface ProgramCardProps {
  program: CommunityProgram;
  headingLevel?: 'h2' | 'h3';
}

/** A program card; the whole card links to /community-programs/{url_slug}. */
export function ProgramCard({ program, headingLevel = 'h3' }: ProgramCardProps) {
  return (
    <StyledCard>
      <StyledImage
        src={program.featuredImageUrl}
        variants={program.featuredImageUrl ? program.imageVariants?.[program.featuredImageUrl] : undefined}
        alt=""
        width={1200}
        height={630}
        sizes="(min-width: 64em) 22rem, 100vw"
      />
      <StyledBody>
        <StyledTag>{program.category}</StyledTag>
        <StyledTitle as={headingLevel}>
          <StyledTitleLink to={`/community-programs/${encodeURIComponent(program.urlSlug)}`}>
            {program.title}
          </StyledTitleLink>
        </StyledTitle>
        <StyledExcerpt>{program.description}</StyledExcerpt>
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

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

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

const StyledExcerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
