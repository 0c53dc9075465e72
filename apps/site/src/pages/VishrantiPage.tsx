import styled from 'styled-components';
import {
  eventDurationDays,
  formatDateRange,
  formatDurationDays,
  type EventSummary,
} from '@foundation/shared';
import { StyledButtonLink } from '../components/buttons';
import {
  StyledCard,
  StyledCardTitle,
  StyledErrorText,
  StyledGrid,
  StyledMuted,
  StyledPage,
  StyledStatus,
  StyledVisuallyHidden,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { eventPriceLabel } from '../modules/events/eventPrice';
import { VISHRANTI } from '../modules/tourism/content';
import { useRetreats } from '../modules/tourism/hooks/useRetreats';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

/** One retreat or yatra: its facts from the event, Register leading to its event page. */
function RetreatCard({ retreat }: { retreat: EventSummary }) {
  const duration = formatDurationDays(eventDurationDays(retreat.startDate, retreat.endDate));
  return (
    <StyledCard>
      <StyledCardTitle>{retreat.title}</StyledCardTitle>
      <StyledFacts>
        <dt>{VISHRANTI.location}</dt>
        <dd>{retreat.location}</dd>
        {duration && (
          <>
            <dt>{VISHRANTI.duration}</dt>
            <dd>{duration}</dd>
          </>
        )}
        <dt>{VISHRANTI.price}</dt>
        <dd>{eventPriceLabel(retreat)}</dd>
        <dt>{VISHRANTI.dates}</dt>
        <dd>{formatDateRange(retreat.startDate, retreat.endDate)}</dd>
      </StyledFacts>
      <StyledButtonLink
        to={`/events/${encodeURIComponent(retreat.urlSlug)}`}
        aria-label={`${VISHRANTI.register} for ${retreat.title}`}
      >
        {VISHRANTI.register}
      </StyledButtonLink>
    </StyledCard>
  );
}

function Retreats() {
  const { retreats, error } = useRetreats();
  if (error && !retreats) return <StyledErrorText role="alert">{VISHRANTI.retreatsFailed}</StyledErrorText>;
  if (!retreats) return <StyledStatus role="status">{VISHRANTI.loadingRetreats}</StyledStatus>;
  if (retreats.length === 0) return <StyledStatus>{VISHRANTI.noRetreats}</StyledStatus>;
  return (
    <StyledGrid>
      {retreats.map((retreat) => (
        <li key={retreat.id}>
          <RetreatCard retreat={retreat} />
        </li>
      ))}
    </StyledGrid>
  );
}

export default function VishrantiPage() {
  const meta = staticPageMeta('/vishranti');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={VISHRANTI.title} lead={VISHRANTI.lead} />
      <PageSection id="retreats" title={VISHRANTI.retreatsTitle}>
        <Retreats />
      </PageSection>
      <PageSection id="regular-programs" title={VISHRANTI.programsTitle}>
        <StyledGrid>
          {VISHRANTI.programs.map((program) => (
            <li key={program.title}>
              <StyledCard>
                <StyledCardTitle>{program.title}</StyledCardTitle>
                <StyledMuted>{program.description}</StyledMuted>
                {/* The title in the link's own text, not only in aria-label: "Learn More" alone says nothing
                    to search engines (Lighthouse's link-text audit) nor to a list of links. */}
                <StyledButtonLink to="/contact" $variant="secondary">
                  {VISHRANTI.learnMore}
                  <StyledVisuallyHidden> about {program.title}</StyledVisuallyHidden>
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
