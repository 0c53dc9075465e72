import styled from 'styled-components';
import { dotButton } from '../../../components/layout';
import { type CommunityProgram } from '@foundation/shared';
import { StyledButtonLink } from '../../../components/buttons';
import { useCarousel } from '../../../hooks/useCarousel';
import { t } from '../../../i18n/i18n';
import { usePrograms } from '../hooks/usePrograms';
import { ProgramCard } from './ProgramCard';
import { PROGRAM_TEXTS, programListTexts } from '../texts';
import { listState, PageSection } from '../../../components/PageSections';

/** docs/product.md §9: home shows the 6 newest active programs, 3 cards per slide. */
export const HOME_PROGRAM_LIMIT = 6;
export const PROGRAMS_PER_SLIDE = 3;

export function toSlides<T>(items: readonly T[], size: number): T[][] {
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** The home page's program carousel: previous and next wrap around, one dot per slide. */
export default function ProgramCarousel() {
  const { programs, error } = usePrograms(HOME_PROGRAM_LIMIT);
  const slides = toSlides<CommunityProgram>(programs ?? [], PROGRAMS_PER_SLIDE);
  const { index, next, previous, goTo } = useCarousel({ count: slides.length });

  const content = listState(programs && slides, error, programListTexts()) ?? (
    <>
      <StyledViewport aria-roledescription="carousel" aria-label={PROGRAM_TEXTS.homeCarouselTitle}>
        {slides.map((slide, position) => (
          <div
            key={slide[0].id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('programs.slide', { position: position + 1, count: slides.length })}
            hidden={position !== index}
          >
            <StyledSlide>
              {slide.map((program) => (
                <li key={program.id}>
                  <ProgramCard program={program} />
                </li>
              ))}
            </StyledSlide>
          </div>
        ))}
      </StyledViewport>
      {slides.length > 1 && (
        <StyledControls>
          <StyledArrow type="button" onClick={previous} aria-label={PROGRAM_TEXTS.previous}>
            ‹
          </StyledArrow>
          <StyledDots>
            {slides.map((slide, position) => (
              <li key={slide[0].id}>
                <StyledDot
                  type="button"
                  aria-label={t('programs.goTo', { position: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                />
              </li>
            ))}
          </StyledDots>
          <StyledArrow type="button" onClick={next} aria-label={PROGRAM_TEXTS.next}>
            ›
          </StyledArrow>
        </StyledControls>
      )}
    </>
  );

  return (
    <PageSection id="home-programs-title" title={PROGRAM_TEXTS.homeCarouselTitle}>
      {content}
      <StyledViewAll>
        <StyledButtonLink to="/community-programs" $variant="secondary">
          {PROGRAM_TEXTS.viewAll}
        </StyledButtonLink>
      </StyledViewAll>
    </PageSection>
  );
}

const StyledViewAll = styled.div`
  display: flex;
`;

const StyledViewport = styled.div`
  position: relative;
`;

const StyledSlide = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledArrow = styled.button`
  width: ${({ theme }) => theme.layout.controlSize};
  height: ${({ theme }) => theme.layout.controlSize};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
`;

const StyledDots = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledDot = styled.button`
  ${dotButton}

  &::before {
    border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.primaryStrong}`};
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primaryStrong};
  }
`;
