import { useState } from 'react';
import styled from 'styled-components';
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
import { RITAMBHARA, type WorkshopScope } from '../modules/research/content';
import { staticPageMeta } from '../seo/pageMeta';

export default function RitambharaPage() {
  const meta = staticPageMeta('/ritambhara');
  usePageTitle(meta.title, meta.description);
  const [scope, setScope] = useState<WorkshopScope>('International');
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>{RITAMBHARA.title}</StyledPageTitle>
        <StyledLead>{RITAMBHARA.lead}</StyledLead>
      </StyledPageHeader>
      <StyledSection aria-labelledby="research-areas">
        <StyledSectionTitle id="research-areas">{RITAMBHARA.areasTitle}</StyledSectionTitle>
        <StyledGrid>
          {RITAMBHARA.areas.map((area) => (
            <li key={area.title}>
              <StyledCard>
                <StyledCardTitle>{area.title}</StyledCardTitle>
                <StyledMuted>{area.description}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
      <StyledSection aria-labelledby="workshops">
        <StyledSectionTitle id="workshops">{RITAMBHARA.workshopsTitle}</StyledSectionTitle>
        <StyledToggle role="group" aria-label="Workshops and seminars">
          {RITAMBHARA.scopes.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={scope === option}
              onClick={() => setScope(option)}
            >
              {option}
            </button>
          ))}
        </StyledToggle>
        <StyledBulletList aria-live="polite">
          {RITAMBHARA.workshops[scope].map((workshop) => (
            <li key={workshop.title}>
              <strong>{workshop.year}</strong>: {workshop.title}, {workshop.place}
            </li>
          ))}
        </StyledBulletList>
      </StyledSection>
      <StyledSection aria-labelledby="papers">
        <StyledSectionTitle id="papers">{RITAMBHARA.papersTitle}</StyledSectionTitle>
        {RITAMBHARA.papers.map((group) => (
          <div key={group.year}>
            <StyledCardTitle>{group.year}</StyledCardTitle>
            <StyledBulletList>
              {group.titles.map((title) => (
                <li key={title}>{title}</li>
              ))}
            </StyledBulletList>
          </div>
        ))}
      </StyledSection>
      <StyledSection aria-labelledby="library">
        <StyledSectionTitle id="library">{RITAMBHARA.libraryTitle}</StyledSectionTitle>
        <StyledGrid>
          {RITAMBHARA.library.map((book) => (
            <li key={book.title}>
              <StyledCard>
                <StyledCardTitle>{book.title}</StyledCardTitle>
                <StyledMuted>{book.author}</StyledMuted>
              </StyledCard>
            </li>
          ))}
        </StyledGrid>
      </StyledSection>
    </StyledPage>
  );
}

const StyledToggle = styled.div`
  display: inline-flex;
  align-self: flex-start;
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  button {
    min-height: ${({ theme }) => theme.layout.controlSize};
    padding: ${({ theme }) => `0 ${theme.space.lg}`};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryStrong};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimaryStrong};
  }
`;
