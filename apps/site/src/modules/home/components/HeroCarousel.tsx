import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  centredSquare,
  dotButton,
  stack,
  strokeIcon,
  StyledVisuallyHidden,
} from '../../../components/layout';
import { useCarousel } from '../../../hooks/useCarousel';
import { theme } from '../../../theme';
import { HERO_INTERVAL_MS, type HeroSlide } from '../content';
import { t } from '../../../i18n/i18n';
import { whenIdle } from '../../../lib/idle';

/**
 * The home hero: the slides staff run in the admin panel, which cross-fade over 1 s and advance every 5 s until
 * the visitor uses the arrows or dots. Hidden slides are inert (not focusable, not read). Every slide's text is
 * in the server's HTML; the pictures of the slides not on screen come once the page is idle (or when the
 * visitor brings one up): on a slow connection they would share its bandwidth with the first slide's picture,
 * the page's largest paint.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { index, autoPlaying, next, previous, goTo } = useCarousel({
    count: slides.length,
    intervalMs: HERO_INTERVAL_MS,
  });
  const [allPictures, setAllPictures] = useState(false);
  useEffect(() => whenIdle(() => setAllPictures(true)), []);

  return (
    <StyledCarousel aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <StyledSlides aria-live={autoPlaying ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const current = position === index;
          return (
            <StyledSlide
              key={`${position}-${slide.title}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { position: position + 1, count: slides.length })}
              aria-hidden={!current}
              inert={!current}
              $current={current}
              data-current={current}
            >
              {(allPictures || current || position === 0) && (
                <picture>
                  <source
                    media={`(min-width: ${theme.breakpoints.md})`}
                    srcSet={slide.desktopSrcSet ?? slide.desktopImage}
                    sizes={slide.desktopSrcSet ? '100vw' : undefined}
                    width={1600}
                    height={700}
                  />
                  <StyledImage
                    src={slide.mobileImage}
                    srcSet={slide.mobileSrcSet}
                    sizes={slide.mobileSrcSet ? '100vw' : undefined}
                    alt=""
                    width={750}
                    height={1000}
                    fetchPriority={position === 0 ? 'high' : 'low'}
                    decoding={position === 0 ? 'sync' : 'async'}
                  />
                </picture>
              )}
              <StyledContent>
                <StyledTitle>{slide.title}</StyledTitle>
                <StyledDescription>{slide.description}</StyledDescription>
                <StyledLearnMore to={slide.link}>
                  {t('carousel.learnMore')}
                  <StyledVisuallyHidden>
                    {t('carousel.learnMoreAbout', { title: slide.title })}
                  </StyledVisuallyHidden>
                </StyledLearnMore>
              </StyledContent>
            </StyledSlide>
          );
        })}
      </StyledSlides>
      <StyledArrow type="button" $side="left" onClick={previous} aria-label={t('carousel.previous')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </StyledArrow>
      <StyledArrow type="button" $side="right" onClick={next} aria-label={t('carousel.next')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </StyledArrow>
      <StyledDots>
        {slides.map((slide, position) => (
          <li key={`${position}-${slide.title}`}>
            <StyledDot
              type="button"
              aria-label={t('carousel.goTo', { position: position + 1, title: slide.title })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => goTo(position)}
            />
          </li>
        ))}
      </StyledDots>
    </StyledCarousel>
  );
}

const StyledCarousel = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
`;

const StyledSlides = styled.div`
  position: relative;
  height: ${({ theme }) => theme.layout.heroHeightMobile};

  ${({ theme }) => theme.media.md} {
    height: ${({ theme }) => theme.layout.heroHeightDesktop};
  }
`;

const StyledSlide = styled.div<{ $current: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  transition: ${({ theme }) => theme.transitions.fade};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.heroScrim};
  }
`;

const StyledImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const StyledContent = styled.div`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 1;
  ${stack('sm')}
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  color: ${({ theme }) => theme.colors.onHero};

  ${({ theme }) => theme.media.md} {
    max-width: ${({ theme }) => theme.layout.readableWidth};
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl} ${theme.space.xxxl}`};
  }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledLearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledArrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  ${({ $side, theme }) => ($side === 'left' ? `right: calc(${theme.layout.controlSize} + ${theme.space.lg});` : `right: ${theme.space.md};`)}
  z-index: 2;
  ${centredSquare}
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.control};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  ${strokeIcon(2.5)}

  svg {
    stroke-linejoin: round;
  }

  ${({ theme }) => theme.media.md} {
    top: 50%;
    transform: translateY(-50%);
    ${({ $side, theme }) => ($side === 'left' ? `left: ${theme.space.md}; right: auto;` : `right: ${theme.space.md};`)}
  }
`;

const StyledDots = styled.ul`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md};
  left: 50%;
  z-index: 2;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(-50%);
`;

const StyledDot = styled.button`
  ${dotButton}

  &::before {
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.controlInactive};
    transition: background ${({ theme }) => theme.transitions.fast};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.control};
    outline: ${({ theme }) => `${theme.borders.thin} ${theme.colors.ink}`};
  }
`;
