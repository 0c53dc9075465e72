import { Fragment, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatInr, localizedText, type PublicDonationProject } from '@foundation/shared';
import { StyledButton } from '../components/buttons';
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
import { DonationForm, renewalFromSearch } from '../modules/donations/components/DonationForm';
import { CONTRIBUTE } from '../modules/donations/content';
import { foundationLegal } from '../modules/donations/foundationLegal';
import { useDonationProjects } from '../modules/donations/hooks/useDonationProjects';
import { useGivingSettings } from '../modules/donations/hooks/useGivingSettings';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { currentLocale, t } from '../i18n/i18n';
import { SITE } from '../siteConfig';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

export default function ContributePage() {
  const meta = staticPageMeta('/contribute');
  usePageTitle(meta.title, meta.description);
  const { settings, fromApi } = useGivingSettings();
  const legal = foundationLegal(fromApi ? settings.foundation : null);
  const { projects, error, refresh } = useDonationProjects();
  // A stopped gift set up again from its e-mail's link keeps its project.
  const { search } = useLocation();
  const [projectId, setProjectId] = useState(() => renewalFromSearch(search)?.projectId ?? '');
  const formRef = useRef<HTMLElement>(null);
  // A project that left the list (deactivated meanwhile) is no longer a choice.
  const chosen = projects?.some((project) => project.id === projectId) ? projectId : '';
  const giveTo = (id: string) => {
    setProjectId(id);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLSelectElement>('select[name="projectId"]')?.focus();
  };
  return (
    <StyledPage>
      <PageHeader title={CONTRIBUTE.title} lead={CONTRIBUTE.lead} />
      <StyledColumns>
        <StyledCard as="section" aria-labelledby="donate-title" ref={formRef}>
          <StyledSectionTitle id="donate-title">{CONTRIBUTE.formTitle}</StyledSectionTitle>
          <DonationForm
            projects={projects ?? []}
            projectId={chosen}
            onProjectChange={setProjectId}
            onGiven={() => void refresh()}
          />
        </StyledCard>
        <StyledTaxPanel aria-labelledby="tax-title">
          <StyledSectionTitle id="tax-title">{CONTRIBUTE.taxPanelTitle}</StyledSectionTitle>
          <p>{CONTRIBUTE.taxPanelText}</p>
          <StyledNumbers>
            <dt>{t('legal.name')}</dt>
            <dd>{legal.name}</dd>
            {legal.facts.map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
            <dt>{t('legal.pan')}</dt>
            <dd>{legal.pan}</dd>
            <dt>{t('legal.licence')}</dt>
            <dd>{SITE.legal.licence}</dd>
            <dt>{t('legal.gst')}</dt>
            <dd>{SITE.legal.gst}</dd>
          </StyledNumbers>
        </StyledTaxPanel>
      </StyledColumns>
      <PageSection id="projects-title" title={CONTRIBUTE.projectsTitle}>
        {projects === undefined && !error ? (
          <StyledMuted role="status">{CONTRIBUTE.projectsLoading}</StyledMuted>
        ) : projects === undefined ? (
          <StyledMuted role="alert">{CONTRIBUTE.projectsError}</StyledMuted>
        ) : projects.length === 0 ? (
          <StyledMuted>{CONTRIBUTE.projectsEmpty}</StyledMuted>
        ) : (
          <StyledGrid>
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} onGive={() => giveTo(project.id)} />
              </li>
            ))}
          </StyledGrid>
        )}
      </PageSection>
    </StyledPage>
  );
}

/** A project with its picture, goal, what it has raised (computed from donations) and "% funded". */
function ProjectCard({ project, onGive }: { project: PublicDonationProject; onGive: () => void }) {
  const percent = project.percentFunded;
  const locale = currentLocale();
  const title = localizedText(project, 'title', locale);
  const description = localizedText(project, 'description', locale);
  return (
    <StyledCard>
      {project.imageUrl && (
        <StyledProjectImage
          src={project.imageUrl}
          variants={project.imageVariants?.[project.imageUrl]}
          alt=""
          width={800}
          height={450}
          sizes="(min-width: 64em) 30vw, (min-width: 48em) 45vw, 100vw"
        />
      )}
      <StyledCardTitle>{title}</StyledCardTitle>
      {description && <p>{description}</p>}
      <StyledMuted>
        {CONTRIBUTE.goal}: {formatInr(project.goal, locale)} · {CONTRIBUTE.raised}:{' '}
        {formatInr(project.raised, locale)}
      </StyledMuted>
      <StyledProgress
        value={Math.min(percent, 100)}
        max={100}
        aria-label={`${title}: ${CONTRIBUTE.funded(percent)}`}
      />
      <p>{CONTRIBUTE.funded(percent)}</p>
      <StyledButton
        type="button"
        $variant="secondary"
        onClick={onGive}
        aria-label={`${CONTRIBUTE.giveToProject}: ${title}`}
      >
        {CONTRIBUTE.giveToProject}
      </StyledButton>
    </StyledCard>
  );
}

const StyledProjectImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

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
