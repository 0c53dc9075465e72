import { useState } from 'react';
import styled from 'styled-components';
import {
  eventDurationDays,
  formatDateRange,
  type EventSummary,
  localizedText,
  type PublicVishrantiItem,
} from '@foundation/shared';
import { StyledButton, StyledButtonLink } from '../components/buttons';
import {
  StyledCard,
  StyledCardTitle,
  StyledMuted,
  StyledPage,
  StyledVisuallyHidden,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { currentLocale } from '../i18n/i18n';
import { eventPriceLabel } from '../modules/events/eventPrice';
import { EVENT_TEXTS } from '../modules/events/texts';
import { VISHRANTI } from '../modules/tourism/content';
import { useRetreats } from '../modules/tourism/hooks/useRetreats';
import { useVishrantiItems } from '../modules/tourism/hooks/useVishrantiItems';
import { staticPageMeta } from '../seo/pageMeta';
import { LoadedGrid, PageHeader, PageSection } from '../components/PageSections';

/** One retreat or yatra: its facts from the event, Register leading to its event page. */
function RetreatCard({ retreat }: { retreat: EventSummary }) {
  const locale = currentLocale();
  const title = localizedText(retreat, 'title', locale);
  const duration = EVENT_TEXTS.duration(eventDurationDays(retreat.startDate, retreat.endDate));
  return (
    <StyledCard>
      <StyledCardTitle>{title}</StyledCardTitle>
      <StyledFacts>
        <dt>{VISHRANTI.location}</dt>
        <dd>{localizedText(retreat, 'location', locale)}</dd>
        {duration && (
          <>
            <dt>{VISHRANTI.duration}</dt>
            <dd>{duration}</dd>
          </>
        )}
        <dt>{VISHRANTI.price}</dt>
        <dd>{eventPriceLabel(retreat)}</dd>
        <dt>{VISHRANTI.dates}</dt>
        <dd>{formatDateRange(retreat.startDate, retreat.endDate, locale)}</dd>
      </StyledFacts>
      <StyledButtonLink
        to={`/events/${encodeURIComponent(retreat.urlSlug)}`}
        aria-label={VISHRANTI.registerFor(title)}
      >
        {VISHRANTI.register}
      </StyledButtonLink>
    </StyledCard>
  );
}

function Retreats() {
  const { retreats, error } = useRetreats();
  const texts = {
    failed: VISHRANTI.retreatsFailed,
    loading: VISHRANTI.loadingRetreats,
    empty: VISHRANTI.noRetreats,
  };
  return (
    <LoadedGrid items={retreats} error={error} texts={texts}>
      {(retreat) => <RetreatCard retreat={retreat} />}
    </LoadedGrid>
  );
}

function Programs({ programs, error }: { programs?: PublicVishrantiItem[]; error?: Error }) {
  const texts = {
    failed: VISHRANTI.programsFailed,
    loading: VISHRANTI.loadingPrograms,
    empty: VISHRANTI.noPrograms,
  };
  return (
    <LoadedGrid items={programs} error={error} texts={texts}>
      {(program) => (
        <StyledCard>
          <StyledCardTitle>{localizedText(program, 'title', currentLocale())}</StyledCardTitle>
          <StyledMuted>{localizedText(program, 'description', currentLocale())}</StyledMuted>
          {/* Where staff pointed it (an event, a page, an https address; react-router leaves an
                absolute address to the browser), and no button when they did not. The title is in the
                link's own text, not only in aria-label: "Learn More" alone says nothing to search engines
                (Lighthouse's link-text audit) nor to a list of links. */}
          {program.link && (
            <StyledButtonLink to={program.link} $variant="secondary">
              {VISHRANTI.learnMore}
              <StyledVisuallyHidden>
                {VISHRANTI.learnMoreAbout(localizedText(program, 'title', currentLocale()))}
              </StyledVisuallyHidden>
            </StyledButtonLink>
          )}
        </StyledCard>
      )}
    </LoadedGrid>
  );
}

/**
 * A video loads its player only when asked for (no third-party player, cookies or scripts on page load);
 * the player is the host's privacy-enhanced one, derived by the API from the allowed VIDEO_HOSTS. A video
 * whose host is no longer allowed has no player address and says it is coming.
 */
function VideoCard({ video }: { video: PublicVishrantiItem }) {
  const [playing, setPlaying] = useState(false);
  const embedUrl = video.videoEmbedUrl;
  const title = localizedText(video, 'title', currentLocale());
  if (playing && embedUrl)
    return (
      <StyledVideo $playing>
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </StyledVideo>
    );
  return (
    <StyledVideo>
      <strong>{title}</strong>
      {embedUrl ? (
        <StyledButton type="button" onClick={() => setPlaying(true)}>
          ▶ {VISHRANTI.playVideo}
          <StyledVisuallyHidden>: {title}</StyledVisuallyHidden>
        </StyledButton>
      ) : (
        <span>{VISHRANTI.videoSoon}</span>
      )}
    </StyledVideo>
  );
}

function Videos({ videos, error }: { videos?: PublicVishrantiItem[]; error?: Error }) {
  const texts = {
    failed: VISHRANTI.videosFailed,
    loading: VISHRANTI.loadingVideos,
    empty: VISHRANTI.noVideos,
  };
  return (
    <LoadedGrid items={videos} error={error} texts={texts}>
      {(video) => <VideoCard video={video} />}
    </LoadedGrid>
  );
}

export default function VishrantiPage() {
  const meta = staticPageMeta('/vishranti');
  usePageTitle(meta.title, meta.description);
  const { programs, videos, error } = useVishrantiItems();
  return (
    <StyledPage>
      <PageHeader title={VISHRANTI.title} lead={VISHRANTI.lead} />
      <PageSection id="retreats" title={VISHRANTI.retreatsTitle}>
        <Retreats />
      </PageSection>
      <PageSection id="regular-programs" title={VISHRANTI.programsTitle}>
        <Programs programs={programs} error={error} />
      </PageSection>
      <PageSection id="videos" title={VISHRANTI.videosTitle}>
        <Videos videos={videos} error={error} />
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

const StyledVideo = styled.div<{ $playing?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  padding: ${({ theme, $playing }) => ($playing ? 0 : theme.space.md)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  text-align: center;

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
