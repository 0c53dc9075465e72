import styled from 'styled-components';
import { autoGrid } from './layout';
import type { ImageVariantsByUrl } from '@foundation/shared';
import { t } from '../i18n/i18n';
import { ResponsiveImage } from './ResponsiveImage';

export interface GalleryItem {
  url: string;
  caption?: string;
}

/**
 * A gallery of images with optional captions. Captions show on hover or keyboard focus where a pointer can
 * hover, and always on touch screens (which cannot hover).
 */
export function Gallery({
  items,
  label,
  variants,
  captionLang,
}: {
  items: readonly GalleryItem[];
  label: string;
  /** Renditions of the uploaded images, by URL (for srcset). */
  variants?: ImageVariantsByUrl;
  /**
   * The captions' language where it is not the page's: staff write captions in English only, so a Hindi page
   * marks them `lang="en"` for screen readers (and for the test that finds English left on Hindi pages).
   */
  captionLang?: string;
}) {
  return (
    <StyledGrid aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.url}-${index}`}>
          <StyledFigure tabIndex={item.caption ? 0 : undefined}>
            {/* A caption is the image's description (read from the figcaption); without one, say what it is. */}
            <StyledImage
              src={item.url}
              variants={variants?.[item.url]}
              sizes="(min-width: 48em) 33vw, 100vw"
              alt={item.caption ? '' : t('gallery.image', { label, number: index + 1 })}
              width={800}
              height={600}
            />
            {item.caption && <StyledCaption lang={captionLang}>{item.caption}</StyledCaption>}
          </StyledFigure>
        </li>
      ))}
    </StyledGrid>
  );
}

const StyledGrid = styled.ul`
  ${autoGrid('cardMinWidth', 'md')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFigure = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  aspect-ratio: ${({ theme }) => theme.layout.galleryAspectRatio};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.placeholder};
`;

const StyledCaption = styled.figcaption`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.backdrop};
  color: ${({ theme }) => theme.colors.onHero};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  @media (hover: hover) {
    opacity: 0;
    transition: opacity ${({ theme }) => theme.transitions.fast};

    figure:hover &,
    figure:focus-within &,
    figure:focus & {
      opacity: 1;
    }
  }
`;
