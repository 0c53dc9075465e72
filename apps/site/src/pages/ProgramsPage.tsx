import { useState } from 'react';
import { StyledPage, StyledSection } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { filterByCategory, programCategories, ALL_CATEGORIES } from '../modules/programs/categories';
import { CategoryFilter } from '../modules/programs/components/CategoryFilter';
import { ProgramCard } from '../modules/programs/components/ProgramCard';
import { usePrograms } from '../modules/programs/hooks/usePrograms';
import { PROGRAM_TEXTS, programListTexts } from '../modules/programs/texts';
import { staticPageMeta } from '../seo/pageMeta';
import { LoadedGrid, PageHeader } from '../components/PageSections';

/** docs/product.md §2, Community programs list: category filter (default 'all'), loading and empty texts. */
export default function ProgramsPage() {
  const meta = staticPageMeta('/community-programs');
  usePageTitle(meta.title, meta.description);
  const { programs, error } = usePrograms();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const shown = filterByCategory(programs ?? [], category);

  const content = (
    <LoadedGrid items={programs && shown} error={error} texts={programListTexts()}>
      {(program) => <ProgramCard program={program} headingLevel="h2" />}
    </LoadedGrid>
  );

  return (
    <StyledPage>
      <PageHeader title={PROGRAM_TEXTS.title} lead={PROGRAM_TEXTS.lead} />
      <StyledSection>
        {programs && programs.length > 0 && (
          <CategoryFilter
            categories={programCategories(programs)}
            selected={category}
            onSelect={setCategory}
          />
        )}
        <div aria-live="polite">{content}</div>
      </StyledSection>
    </StyledPage>
  );
}
