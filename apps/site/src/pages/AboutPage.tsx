import { useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../components/buttons';
import {
  StyledBulletList,
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledMuted,
  StyledPage,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { ABOUT } from '../modules/about/content';
import { useAboutVideo } from '../modules/about/useAboutVideo';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

/**
 * The video loads only when asked for (no third-party player, cookies or scripts on page load). Staff choose
 * it in the admin panel; the player is the host's privacy-enhanced one.
 */
function VideoFacade() {
  const video = useAboutVideo();
  const [playing, setPlaying] = useState(false);
  if (video.state !== 'ready' || !video.embedUrl) {
    return (
      <StyledVideo aria-busy={video.state === 'loading'}>
        <StyledVideoNote>{video.state === 'loading' ? ABOUT.videoLoading : ABOUT.videoNone}</StyledVideoNote>
      </StyledVideo>
    );
  }
  const { embedUrl } = video;
  return (
    <StyledVideo>
      {playing ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
          title={ABOUT.videoTitle}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <StyledButton type="button" onClick={() => setPlaying(true)}>
          ▶ {ABOUT.videoButton}
        </StyledButton>
      )}
    </StyledVideo>
  );
}

export default function AboutPage() {
  const meta = staticPageMeta('/about-us');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={ABOUT.title} lead={ABOUT.lead} />
      <StyledGrid as="div">
        <PageSection id="mission" title={ABOUT.missionTitle}>
          <p>{ABOUT.mission}</p>
        </PageSection>
        <PageSection id="vision" title={ABOUT.visionTitle}>
          <p>{ABOUT.vision}</p>
        </PageSection>
      </StyledGrid>
      <PageSection id="mentors" title={ABOUT.mentorsTitle}>
        <StyledGrid>
          {ABOUT.mentors.map((mentor, index) => (
            <li key={index}>
              <StyledCard>
                <StyledAvatar aria-hidden="true" />
                <StyledCardTitle>{mentor.name}</StyledCardTitle>
                <StyledMuted>{mentor.role}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PageSection id="activities" title={ABOUT.activitiesTitle}>
        <StyledBulletList>
          {ABOUT.activities.map((activity) => (
            <li key={activity}>{activity}</li>
          ))}
        </StyledBulletList>
      </PageSection>
      <PageSection id="video" title={ABOUT.videoTitle}>
        <VideoFacade />
      </PageSection>
      <PageSection id="founder" title={ABOUT.founderTitle}>
        {ABOUT.founder.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageSection>
    </StyledPage>
  );
}

const StyledVideo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  padding: ${({ theme }) => theme.space.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const StyledVideoNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onHero};
  text-align: center;
`;

const StyledAvatar = styled.div`
  width: ${({ theme }) => theme.layout.controlSize};
  height: ${({ theme }) => theme.layout.controlSize};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
