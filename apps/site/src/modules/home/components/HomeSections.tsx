import styled from 'styled-components';
import { StyledButtonLink, StyledButtonRow } from '../../../components/buttons';
import { autoGrid, StyledSection, StyledSectionTitle } from '../../../components/layout';
import { MISSION } from '../content';
import { AREAS, areasTitle, CALL_TO_ACTION, impactTitle } from '../sectionTexts';
import { InfoCards, PageSection } from '../../../components/PageSections';

/** The mission text staff run (plain text). */
export function MissionSection({ text }: { text: string }) {
  return (
    <StyledMission aria-labelledby="mission-title">
      <StyledSectionTitle id="mission-title">{MISSION.title}</StyledSectionTitle>
      <StyledMissionText>{text}</StyledMissionText>
    </StyledMission>
  );
}

export function AreasSection() {
  return (
    <PageSection id="areas-title" title={areasTitle()}>
      <InfoCards cards={AREAS} />
    </PageSection>
  );
}

/** The impact figures staff run. */
export function ImpactSection({ figures }: { figures: readonly { value: string; label: string }[] }) {
  return (
    <PageSection id="impact-title" title={impactTitle()}>
      <StyledFigures>
        {figures.map((figure, position) => (
          <StyledFigure key={`${position}-${figure.label}`}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </StyledFigure>
        ))}
      </StyledFigures>
    </PageSection>
  );
}

export function CallToActionSection() {
  return (
    <StyledCta aria-labelledby="cta-title">
      <StyledSectionTitle id="cta-title">{CALL_TO_ACTION.title}</StyledSectionTitle>
      <p>{CALL_TO_ACTION.text}</p>
      <StyledButtonRow>
        <StyledButtonLink to={CALL_TO_ACTION.startLearning.path}>
          {CALL_TO_ACTION.startLearning.label}
        </StyledButtonLink>
        <StyledButtonLink to={CALL_TO_ACTION.makeDonation.path} $variant="secondary">
          {CALL_TO_ACTION.makeDonation.label}
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledCta>
  );
}

const StyledMission = styled(StyledSection)`
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledMissionText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledFigures = styled.dl`
  ${autoGrid('figureMinWidth', 'md')}
  margin: 0;
`;

const StyledFigure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCta = styled(StyledSection)`
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
