import { Fragment } from 'react';
import styled from 'styled-components';
import { formatInr } from '@foundation/shared';
import {
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledMuted,
  StyledPage,
  StyledSection,
  StyledSectionTitle,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { DonationForm } from '../modules/donations/components/DonationForm';
import { CONTRIBUTE } from '../modules/donations/content';
import { foundationLegal } from '../modules/donations/foundationLegal';
import { useGivingSettings } from '../modules/donations/hooks/useGivingSettings';
import { SITE } from '../siteConfig';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

export default function ContributePage() {
  const meta = staticPageMeta('/contribute');
  usePageTitle(meta.title, meta.description);
  const { settings, fromApi } = useGivingSettings();
  const legal = foundationLegal(fromApi ? settings.foundation : null);
  return (
    <StyledPage>
      <PageHeader title={CONTRIBUTE.title} lead={CONTRIBUTE.lead} />
      <StyledColumns>
        <StyledCard as="section" aria-labelledby="donate-title">
          <StyledSectionTitle id="donate-title">{CONTRIBUTE.formTitle}</StyledSectionTitle>
          <DonationForm />
        </StyledCard>
        <StyledTaxPanel aria-labelledby="tax-title">
          <StyledSectionTitle id="tax-title">{CONTRIBUTE.taxPanelTitle}</StyledSectionTitle>
          <p>{CONTRIBUTE.taxPanelText}</p>
          <StyledNumbers>
            <dt>Name</dt>
            <dd>{legal.name}</dd>
            {legal.facts.map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
            <dt>PAN</dt>
            <dd>{legal.pan}</dd>
            <dt>Licence</dt>
            <dd>{SITE.legal.licence}</dd>
            <dt>GST</dt>
            <dd>{SITE.legal.gst}</dd>
          </StyledNumbers>
        </StyledTaxPanel>
      </StyledColumns>
      <PageSection id="projects-title" title={CONTRIBUTE.projectsTitle}>
        <StyledGrid>
          {CONTRIBUTE.projects.map((project) => {
            const percent = Math.round((project.raised / project.goal) * 100);
            return (
              <li key={project.title}>
                <StyledCard>
                  <StyledCardTitle>{project.title}</StyledCardTitle>
                  <StyledMuted>
                    {CONTRIBUTE.goal}: {formatInr(project.goal)} · {CONTRIBUTE.raised}:{' '}
                    {formatInr(project.raised)}
                  </StyledMuted>
                  <StyledProgress
                    value={percent}
                    max={100}
                    aria-label={`${project.title}: ${CONTRIBUTE.funded(percent)}`}
                  />
                  <p>{CONTRIBUTE.funded(percent)}</p>
                </StyledCard>
              </li>
            );
          })}
        </StyledGrid>
      </PageSection>
    </StyledPage>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

const StyledTaxPanel = styled(StyledSection)`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const StyledNumbers = styled.dl`
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const StyledProgress = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.layout.progressHeight};
  accent-color: ${({ theme }) => theme.colors.primaryStrong};
`;
