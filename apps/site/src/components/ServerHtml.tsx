import { type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { splitLocalePath } from '@foundation/shared';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '../lib/hydrated';

/**
 * Content the browser keeps as the server sent it (docs/site.md, "Server HTML"): the server renders `children`
 * inside the element, and the hydrating browser takes that element's HTML over as it is, so the content's
 * components and texts are not among the first load's scripts (React leaves an element's
 * `dangerouslySetInnerHTML` untouched when it hydrates). Only for content that is the same for every visitor
 * and reacts to nothing: no state, no handlers, no data that changes while the page is open.
 *
 * Where the server sent none (a page the browser renders itself, a later page of the visit), `children` are
 * rendered: make them lazy components, so their code loads only then. `id` is unique in the page and names
 * what is shown (`event-sections-<id>`): another id in the same place is rendered anew. Links inside stay in the app: a click
 * on one moves the router instead of loading the whole page again.
 */
export function ServerHtml({ id, children }: { id: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  // Read once, while the browser hydrates the server's HTML: the element is then exactly as it was sent. A
  // part shown for another record later (the id names it) is rendered.
  const [sent] = useState(() => (hydrated ? null : { id, html: sentHtml(id) }));
  const html = sent?.id === id ? sent.html : null;
  if (html === null) {
    return (
      <StyledPart data-server-html={id}>
        <Suspense fallback={null}>{children}</Suspense>
      </StyledPart>
    );
  }
  return (
    <StyledPart
      data-server-html={id}
      onClick={(event) => followLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The HTML the server sent for a part, or null outside a browser or when it sent none. */
function sentHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-server-html="${id}"]`)?.innerHTML ?? null;
}

/** A plain click on a link to a page of the site: the router shows it, as a `<Link>` would. */
function followLink(event: MouseEvent, navigate: (path: string) => void) {
  const link = (event.target as Element).closest('a');
  if (
    !link ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== window.location.origin
  )
    return;
  // The router's paths are those of the page's language, without its prefix ('/hi/about' → '/about'); a link
  // to the other language loads that language's page.
  const target = splitLocalePath(link.pathname);
  if (target.locale !== splitLocalePath(window.location.pathname).locale) return;
  event.preventDefault();
  navigate(target.path + link.search + link.hash);
}

/** No box of its own: the parts inside are laid out by the element around it (a grid, a flex row). */
const StyledPart = styled.div`
  display: contents;
`;
