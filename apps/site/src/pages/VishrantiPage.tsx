import styled from 'styled-components';
import { formatInr } from '@foundation/shared';
import { StyledButtonLink } from '../components/buttons';
import { StyledCard, StyledCardTitle, StyledGrid, StyledMuted, StyledPage } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { VISHRANTI } from '../modules/tourism/content';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

export default function VishrantiPage() {
  const meta = staticPageMeta('/vishranti');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={VISHRANTI.title} lead={VISHRANTI.lead} />
      <PageSection id="retreats" title={VISHRANTI.retreatsTitle}>
        <StyledGrid>
          {VISHRANTI.retreats.map((retreat) => (
            <li key={retreat.title}>
              <StyledCard>
                <StyledCardTitle>{retreat.title}</StyledCardTitle>
                <StyledFacts>
                  <dt>Location</dt>
                  <dd>{retreat.location}</dd>
                  <dt>Duration</dt>
                  <dd>{retreat.duration}</dd>
                  <dt>Price</dt>
                  <dd>{formatInr(retreat.price)}</dd>
                  <dt>Dates</dt>
                  <dd>{retreat.dates}</dd>
                </StyledFacts>
                <StyledButtonLink to="/contact" aria-label={`${VISHRANTI.register} for ${retreat.title}`}>
                  {VISHRANTI.register}
                </StyledButtonLink>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PageSection id="regular-programs" title={VISHRANTI.programsTitle}>
        <StyledGrid>
          {VISHRANTI.programs.map((program) => (
            <li key={program.title}>
              <StyledCard>
                <StyledCardTitle>{program.title}</StyledCardTitle>
                <StyledMuted>{program.description}</StyledMuted>
                <StyledButtonLink
                  to="/contact"
                  $variant="secondary"
                  aria-label={`${VISHRANTI.learnMore} about ${program.title}`}
                >
                  {VISHRANTI.learnMore}
                </StyledButtonLink>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PageSection id="videos" title={VISHRANTI.videosTitle}>
        <StyledGrid>
          {VISHRANTI.videos.map((title) => (
            <li key={title}>
              <StyledVideo>
                <strong>{title}</strong>
                <span>{VISHRANTI.videoSoon}</span>
              </StyledVideo>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
    </StyledPage>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0 0 ${({ theme }) => theme.space.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledVideo = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  text-align: center;
`;
