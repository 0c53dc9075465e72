import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

interface LazyWhenVisibleProps {
  children: ReactNode;
  /** Start loading this far before the placeholder scrolls into view. */
  rootMargin?: string;
  /** Space the placeholder keeps, so the page does not jump when the content arrives. */
  minHeight?: string;
}

/**
 * Renders its children only once the placeholder comes near the viewport, so below-the-fold sections (and
 * the code and data they need) are not part of the first load. The placeholder keeps a minimum height.
 */
export function LazyWhenVisible({ children, rootMargin = '400px', minHeight }: LazyWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the content shows at once; the server renders the
  // placeholder, as the browser's first render does.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  return visible ? (
    <>{children}</>
  ) : (
    <StyledPlaceholder ref={ref} aria-hidden="true" $minHeight={minHeight} />
  );
}

const StyledPlaceholder = styled.div<{ $minHeight?: string }>`
  min-height: ${({ theme, $minHeight }) => $minHeight ?? theme.layout.heroHeightMobile};
`;
