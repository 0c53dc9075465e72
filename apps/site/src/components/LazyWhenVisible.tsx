import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** At the latest this long after the page rendered, an idle-loaded part loads even if the browser stays busy. */
const IDLE_TIMEOUT_MS = 3000;

interface LazyWhenVisibleProps {
  children: ReactNode;
  /** Start loading this far before the placeholder scrolls into view. */
  rootMargin?: string;
  /** Space the placeholder keeps, so the page does not jump when the content arrives. */
  minHeight?: string;
  /** Also render the children once the browser is idle, wherever the placeholder is. */
  whenIdle?: boolean;
}

/**
 * Renders its children only once the placeholder comes near the viewport, so below-the-fold sections (and
 * the code and data they need) are not part of the first load. The placeholder keeps a minimum height.
 */
export function LazyWhenVisible({
  children,
  rootMargin = '400px',
  minHeight,
  whenIdle = false,
}: LazyWhenVisibleProps) {
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
    if (!whenIdle) return () => observer.disconnect();
    const show = () => setVisible(true);
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(show, 0);
    return () => {
      observer.disconnect();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [visible, rootMargin, whenIdle]);

  return visible ? (
    <>{children}</>
  ) : (
    <StyledPlaceholder ref={ref} aria-hidden="true" $minHeight={minHeight} />
  );
}

const StyledPlaceholder = styled.div<{ $minHeight?: string }>`
  min-height: ${({ theme, $minHeight }) => $minHeight ?? theme.layout.heroHeightMobile};
`;
