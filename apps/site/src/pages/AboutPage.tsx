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
import { SITE } from '../siteConfig';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

/** The video loads only when asked for (no third-party player, cookies or scripts on page load). */
function VideoFacade() {
  const [playing, setPlaying] = useState(false);
  return (
    <StyledVideo>
      {playing ? (
        <iframe
          src={`${SITE.aboutVideoEmbedUrl}${SITE.aboutVideoEmbedUrl.includes('?') ? '&' : '?'}autoplay=1`}
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

const StyledAvatar = styled.div`
  width: ${({ theme }) => theme.layout.controlSize};
  height: ${({ theme }) => theme.layout.controlSize};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
