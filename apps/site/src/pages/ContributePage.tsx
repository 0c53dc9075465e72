import { lazy, useRef, useState } from 'react';
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
  StyledSectionTitle,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { DonationForm, renewalFromSearch } from '../modules/donations/components/DonationForm';
import { CONTRIBUTE } from '../modules/donations/content';
import { useDonationProjects } from '../modules/donations/hooks/useDonationProjects';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { currentLocale } from '../i18n/i18n';
import { withPartTexts } from '../i18n/browserCatalogue';
import { ServerHtml } from '../components/ServerHtml';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

// Content, never lazy: in the server's HTML, which the browser keeps (components/ServerHtml.tsx).
const TaxPanel = lazy(() =>
  withPartTexts('TaxPanel', () => import('../modules/donations/components/TaxPanel')).then((module) => ({
    default: module.TaxPanel,
  })),
);

export default function ContributePage() {
  const meta = staticPageMeta('/contribute');
  usePageTitle(meta.title, meta.description);
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
        <ServerHtml id="contribute-tax">
          <TaxPanel />
        </ServerHtml>
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

const StyledProgress = styled.progress`
  width: 100%;
  height: ${({ theme }) => theme.layout.progressHeight};
  accent-color: ${({ theme }) => theme.colors.primaryStrong};
`;
