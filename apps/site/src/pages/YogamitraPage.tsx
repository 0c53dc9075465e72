import styled from 'styled-components';
import { StyledButtonLink } from '../components/buttons';
import {
  StyledBulletList,
  StyledCard,
  StyledCardTitle,
  StyledGrid,
  StyledLead,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { YOGAMITRA } from '../modules/volunteer/content';
import { staticPageMeta } from '../seo/pageMeta';

export default function YogamitraPage() {
  const meta = staticPageMeta('/yogamitra');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>{YOGAMITRA.title}</StyledPageTitle>
        <StyledLead>{YOGAMITRA.lead}</StyledLead>
      </StyledPageHeader>
      <StyledSection aria-labelledby="roles">
        <StyledSectionTitle id="roles">{YOGAMITRA.rolesTitle}</StyledSectionTitle>
        <StyledGrid>
          {YOGAMITRA.roles.map((role) => (
            <li key={role.title}>
              <StyledCard>
                <StyledCardTitle>{role.title}</StyledCardTitle>
                <StyledFacts>
                  <dt>Commitment</dt>
                  <dd>{role.commitment}</dd>
                  <dt>Skills</dt>
                  <dd>{role.skills}</dd>
                </StyledFacts>
                <StyledButtonLink to="/contact" aria-label={`${YOGAMITRA.applyNow}: ${role.title}`}>
                  {YOGAMITRA.applyNow}
                </StyledButtonLink>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="updates">
        <StyledSectionTitle id="updates">{YOGAMITRA.updatesTitle}</StyledSectionTitle>
        <StyledBulletList>
          {YOGAMITRA.updates.map((update) => (
            <li key={update}>{update}</li>
          ))}
        </StyledBulletList>
      </StyledSection>
    </StyledPage>
  );
}

const StyledFacts = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0 0 ${({ theme }) => theme.space.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
