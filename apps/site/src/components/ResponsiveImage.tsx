import styled from 'styled-components';
import { mediaUrl } from '../lib/api';

export interface ImageVariant {
  url: string;
  width: number;
}

interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Smaller or larger renditions of the same picture (e.g. the API's WebP variants), when there are any. */
  variants?: readonly ImageVariant[];
  sizes?: string;
  /** Above the fold: load at once with high priority (the page's largest picture). Otherwise lazy. */
  priority?: boolean;
  className?: string;
}

/** An API or site image: sized, lazy below the fold, with a srcset when variants exist. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  variants,
  sizes,
  priority,
  className,
}: ResponsiveImageProps) {
  const url = mediaUrl(src);
  if (!url) return <StyledPlaceholder className={className} role="presentation" />;
  const srcSet = variants?.length
    ? [...variants]
        .sort((a, b) => a.width - b.width)
        .map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`)
        .join(', ')
    : undefined;
  return (
    <img
      className={className}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}

const StyledPlaceholder = styled.div`
  width: 100%;
  aspect-ratio: ${({ theme }) => theme.layout.imageAspectRatio};
  background: ${({ theme }) => theme.colors.placeholder};
`;

/**
 * A record's cover picture as ResponsiveImage props: its address, its renditions (the API's `imageVariants`,
 * by address) and the covers' 1200 x 630 size; decorative, since the title beside it says what it is.
 */
export function coverImage(
  src: string | null | undefined,
  variants: Readonly<Record<string, readonly ImageVariant[]>> | null | undefined,
) {
  return { src, variants: src ? variants?.[src] : undefined, alt: '', width: 1200, height: 630 };
}
