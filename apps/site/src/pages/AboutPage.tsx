import { useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../components/buttons';
import {
  StyledBulletList,
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { ABOUT } from '../modules/about/content';
import { SITE } from '../siteConfig';
import { staticPageMeta } from '../seo/pageMeta';

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
      <StyledPageHeader>
        <StyledPageTitle>{ABOUT.title}</StyledPageTitle>
        <StyledLead>{ABOUT.lead}</StyledLead>
      </StyledPageHeader>
      <StyledGrid as="div">
        <StyledSection aria-labelledby="mission">
          <StyledSectionTitle id="mission">{ABOUT.missionTitle}</StyledSectionTitle>
          <p>{ABOUT.mission}</p>
        </StyledSection>
        <StyledSection aria-labelledby="vision">
          <StyledSectionTitle id="vision">{ABOUT.visionTitle}</StyledSectionTitle>
          <p>{ABOUT.vision}</p>
        </StyledSection>
      </StyledGrid>
      <StyledSection aria-labelledby="mentors">
        <StyledSectionTitle id="mentors">{ABOUT.mentorsTitle}</StyledSectionTitle>
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
      </StyledSection>
      <StyledSection aria-labelledby="activities">
        <StyledSectionTitle id="activities">{ABOUT.activitiesTitle}</StyledSectionTitle>
        <StyledBulletList>
          {ABOUT.activities.map((activity) => (
            <li key={activity}>{activity}</li>
          ))}
        </StyledBulletList>
      </StyledSection>
      <StyledSection aria-labelledby="video">
        <StyledSectionTitle id="video">{ABOUT.videoTitle}</StyledSectionTitle>
        <VideoFacade />
      </StyledSection>
      <StyledSection aria-labelledby="founder">
        <StyledSectionTitle id="founder">{ABOUT.founderTitle}</StyledSectionTitle>
        {ABOUT.founder.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </StyledSection>
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
