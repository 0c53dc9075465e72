import styled from 'styled-components';
import { type CommunityProgram, localizedText } from '@foundation/shared';
import {
  StyledCard,
  StyledCardBody,
  StyledCardImage,
  StyledCardTitle,
  StyledCardTitleLink,
} from '../../../components/Card';
import { StyledTag } from '../../../components/layout';
import { coverImage } from '../../../components/ResponsiveImage';
import { currentLocale } from '../../../i18n/i18n';
import { richTextToPlain } from '../../../lib/richText';
import { categoryName } from '../categories';

interface ProgramCardProps {
  program: CommunityProgram;
  headingLevel?: 'h2' | 'h3';
}

/** A program card; the whole card links to /community-programs/{url_slug}. */
export function ProgramCard({ program, headingLevel = 'h3' }: ProgramCardProps) {
  const locale = currentLocale();
  return (
    <StyledCard>
      <StyledCardImage
        {...coverImage(program.featuredImageUrl, program.imageVariants)}
        sizes="(min-width: 64em) 22rem, 100vw"
      />
      <StyledCardBody>
        <StyledTag>{categoryName(program.category)}</StyledTag>
        <StyledCardTitle as={headingLevel}>
          <StyledCardTitleLink to={`/community-programs/${encodeURIComponent(program.urlSlug)}`}>
            {localizedText(program, 'title', locale)}
          </StyledCardTitleLink>
        </StyledCardTitle>
        {/* A card shows the description's text only (it is HTML from the rich-text editor). */}
        <StyledExcerpt>{richTextToPlain(localizedText(program, 'description', locale))}</StyledExcerpt>
      </StyledCardBody>
    </StyledCard>
  );
}

const StyledExcerpt = styled.p`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
`;
