import { useEffect } from 'react';
import { localizedText } from '@foundation/shared';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton, StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { Gallery } from '../components/Gallery';
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
import { currentLocale } from '../i18n/i18n';
import { categoryName } from '../modules/programs/categories';
import { useProgram } from '../modules/programs/hooks/useProgram';
import { PROGRAM_TEXTS } from '../modules/programs/texts';
import { notFoundMeta } from '../seo/pageMeta';
import { PageSection } from '../components/PageSections';
import { RichText } from '../components/RichText';
import { richTextToPlain } from '../lib/richText';

export default function ProgramDetailPage() {
  const { programId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { program, error, notFound } = useProgram(programId);
  const locale = currentLocale();
  const title = program ? localizedText(program, 'title', locale) : '';
  const description = program ? localizedText(program, 'description', locale) : '';
  usePageTitle(
    program ? title : notFound ? notFoundMeta('programNotFound').title : null,
    program ? richTextToPlain(description).slice(0, 160) : null,
  );

  useEffect(() => {
    if (error) toast.error(PROGRAM_TEXTS.fetchProgramFailed);
  }, [error, toast]);

  if (notFound) {
    return (
      <StyledColumn>
        <StyledPageTitle>{PROGRAM_TEXTS.notFound}</StyledPageTitle>
        <StyledButtonLink to="/community-programs">{PROGRAM_TEXTS.returnToPrograms}</StyledButtonLink>
      </StyledColumn>
    );
  }
  if (!program) {
    return error ? (
      <StyledColumn>
        <StyledErrorText role="alert">{PROGRAM_TEXTS.fetchProgramFailed}</StyledErrorText>
        <StyledButtonLink to="/community-programs">{PROGRAM_TEXTS.returnToPrograms}</StyledButtonLink>
      </StyledColumn>
    ) : (
      <StyledStatus role="status">{PROGRAM_TEXTS.loadingProgram}</StyledStatus>
    );
  }

  const gallery = program.galleryImages.filter((image) => image.url);
  return (
    <StyledPage>
      <StyledColumn>
        <StyledButton type="button" $variant="ghost" onClick={() => navigate('/community-programs')}>
          ← {PROGRAM_TEXTS.backToPrograms}
        </StyledButton>
        <StyledTag>{categoryName(program.category)}</StyledTag>
        <StyledPageTitle>{title}</StyledPageTitle>
      </StyledColumn>
      {program.featuredImageUrl && (
        <StyledCover
          {...coverImage(program.featuredImageUrl, program.imageVariants)}
          sizes="(min-width: 72rem) 72rem, 100vw"
          priority
        />
      )}
      {/* Written in the admin panel's rich-text editor: HTML through the allow-list, like event descriptions. */}
      <RichText html={description} />
      {gallery.length > 0 && (
        <PageSection id="program-gallery" title={PROGRAM_TEXTS.gallery}>
          <Gallery
            label={`${title}: ${PROGRAM_TEXTS.gallery}`}
            items={gallery}
            variants={program.imageVariants}
            captionLang={locale === 'en' ? undefined : 'en'}
          />
        </PageSection>
      )}
      <StyledButtonRow>
        <StyledButtonLink to="/contribute">{PROGRAM_TEXTS.contributeNow}</StyledButtonLink>
      </StyledButtonRow>
    </StyledPage>
  );
}

const StyledColumn = styled.div`
  ${stack('md')}
  align-items: flex-start;
`;

const StyledCover = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ theme }) => theme.layout.coverAspectRatio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
