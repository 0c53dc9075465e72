import styled from 'styled-components';
import { StyledButtonLink } from '../components/buttons';
import { StyledBulletList, StyledCard, StyledCardTitle, StyledGrid, StyledPage } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { YOGAMITRA } from '../modules/volunteer/content';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader, PageSection } from '../components/PageSections';

export default function YogamitraPage() {
  const meta = staticPageMeta('/yogamitra');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={YOGAMITRA.title} lead={YOGAMITRA.lead} />
      <PageSection id="roles" title={YOGAMITRA.rolesTitle}>
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
      </PageSection>
      <PageSection id="updates" title={YOGAMITRA.updatesTitle}>
        <StyledBulletList>
          {YOGAMITRA.updates.map((update) => (
            <li key={update}>{update}</li>
          ))}
        </StyledBulletList>
      </PageSection>
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
