import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { type Locale, readRuntimeConfig, type RuntimeConfig } from '@foundation/shared';
import { AppFrame, AppRoutes, routerBasename } from './App';
import { config } from './config';
import { activateLocale } from './i18n/i18n';
import { WHOLE_CATALOGUES } from './i18n/wholeCatalogue';
import { setServerData } from './lib/preloaded';
import { setHtmlParser } from './lib/richText';
import { parseHtmlBody } from './lib/serverHtml';

/*
 * The server entry (`vite build --ssr`, written to dist/.server/ where nobody can download it): the site
 * server (server/site-server.mjs) renders a page's HTML with it, and the browser hydrates that HTML
 * (src/main.tsx). See docs/decisions/0026-site-performance.md.
 */

const DEFAULT_TIMEOUT_MS = 3000;
/** The <link> tags React writes before the markup of a page (preloads of the pictures it found). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

setHtmlParser(parseHtmlBody);

export interface RenderRequest {
  /** The page's address as the visitor asked for it: path (with the /hi prefix) and query. */
  url: string;
  locale: Locale;
  /** The API answers the page shows, by API path: the same ones the HTML carries for hydration. */
  data: Record<string, unknown>;
  runtimeConfig: Partial<RuntimeConfig>;
  timeoutMs?: number;
}

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /**
   * For the head: React's resource hints (it starts the markup with preloads of the pictures it rendered)
   * and styled-components' <style> tags, the page's styles before any script runs.
   */
  styles: string;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page. Pages are rendered one after the other: the language (Lingui's active catalogue) and the
 * page's data are process-wide while a page renders (the components read them at render, as in the browser
 * where a page load has one of each). Rejects when any part of the page fails to render or takes longer than
 * `timeoutMs`: the caller then sends the page without server-rendered content, as before.
 */
export function render(request: RenderRequest): Promise<RenderedPage> {
  const rendered = queue.then(() => renderNow(request));
  queue = rendered.catch(() => undefined);
  return rendered;
}

function renderNow({ url, locale, data, runtimeConfig, timeoutMs = DEFAULT_TIMEOUT_MS }: RenderRequest) {
  Object.assign(config, readRuntimeConfig(runtimeConfig));
  activateLocale(locale, WHOLE_CATALOGUES[locale]);
  setServerData(data);
  const sheet = new ServerStyleSheet();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<RenderedPage>((resolve, reject) => {
    let failure: unknown = null;
    const stream = renderToPipeableStream(
      sheet.collectStyles(
        <AppFrame locale={locale}>
          <StaticRouter basename={routerBasename(locale)} location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>,
      ),
      {
        // Every lazy part (the page's own chunk) resolved: the HTML is complete, never a loading fallback.
        onAllReady() {
          if (failure) {
            reject(failure);
            return;
          }
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          sink.on('finish', () => {
            const markup = Buffer.concat(chunks).toString('utf8');
            // The hints belong in the head: #root must hold exactly what the browser's render hydrates.
            const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
            resolve({ html: markup.slice(hints.length), styles: `${hints}${sheet.getStyleTags()}` });
          });
          stream.pipe(sink);
        },
        // Never split a large page into parts finished later by inline scripts: the site's CSP forbids
        // inline scripts, so that part would stay hidden behind its fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        // An error inside a Suspense boundary would still give HTML (its fallback), which the browser would
        // then render again: the whole page is refused instead.
        onError(error) {
          failure ??= error;
        },
      },
    );
    timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`rendering ${url} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
  }).finally(() => {
    clearTimeout(timer);
    setServerData(null);
    sheet.seal();
  });
}
