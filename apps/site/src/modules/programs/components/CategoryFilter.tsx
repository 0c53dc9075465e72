import styled from 'styled-components';
import { cluster } from '../../../components/layout';
import { ALL_CATEGORIES, categoryName } from '../categories';
import { PROGRAM_TEXTS } from '../texts';

interface CategoryFilterProps {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}

/** Toggle buttons, one per category ('all' first); the pressed one is the active filter. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  return (
    <StyledGroup role="group" aria-label={PROGRAM_TEXTS.filterLabel}>
      {categories.map((category) => (
        <StyledChip
          key={category}
          type="button"
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {category === ALL_CATEGORIES ? PROGRAM_TEXTS.all : categoryName(category)}
        </StyledChip>
      ))}
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  ${cluster('xs')}
`;

const StyledChip = styled.button`
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: capitalize;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.onPrimaryStrong};
  }
`;
