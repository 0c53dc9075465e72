import styled from 'styled-components';
import { FOUNDATION_NAME } from '../constants';
import { UpcomingEvents } from '../modules/events/components/UpcomingEvents';

export default function HomePage() {
  return (
    <StyledPage>
      <StyledHero aria-labelledby="home-title">
        <StyledTitle id="home-title">{FOUNDATION_NAME}</StyledTitle>
        <StyledLead>
          Spiritual education, research and documentation, community service and spiritual tourism rooted in
          India&apos;s yogic traditions.
        </StyledLead>
      </StyledHero>
      <UpcomingEvents />
    </StyledPage>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const StyledHero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.readableWidth};
  padding-left: ${({ theme }) => theme.space.lg};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
