import { useState } from 'react';
import styled from 'styled-components';
import { StyledBulletList, StyledCardTitle, StyledPage } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { RITAMBHARA, type WorkshopScope } from '../modules/research/content';
import { staticPageMeta } from '../seo/pageMeta';
import { InfoCards, PageHeader, PageSection } from '../components/PageSections';

export default function RitambharaPage() {
  const meta = staticPageMeta('/ritambhara');
  usePageTitle(meta.title, meta.description);
  const [scope, setScope] = useState<WorkshopScope>('International');
  return (
    <StyledPage>
      <PageHeader title={RITAMBHARA.title} lead={RITAMBHARA.lead} />
      <PageSection id="research-areas" title={RITAMBHARA.areasTitle}>
        <InfoCards cards={RITAMBHARA.areas} />
      </PageSection>
      <PageSection id="workshops" title={RITAMBHARA.workshopsTitle}>
        <StyledToggle role="group" aria-label={RITAMBHARA.scopesLabel}>
          {RITAMBHARA.scopes.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={scope === option}
              onClick={() => setScope(option)}
            >
              {RITAMBHARA.scopeLabel[option]}
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
      </PageSection>
      <PageSection id="papers" title={RITAMBHARA.papersTitle}>
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
      </PageSection>
      <PageSection id="library" title={RITAMBHARA.libraryTitle}>
        <InfoCards cards={RITAMBHARA.library.map((book) => ({ ...book, description: book.author }))} />
      </PageSection>
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
