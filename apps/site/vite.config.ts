import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { writeBrowserTexts } from './scripts/compile-catalogues.mjs';

/** `styled.tag\`` or `styled(Component)\`` (after TypeScript is stripped), when not configured already. */
const STYLED_CALL = /\bstyled(?:\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\))(?=`)/g;

/**
 * Gives every styled component of src/ a componentId made from its file and its place in it, as the
 * styled-components Babel plugin does. Without it the ids come from a counter in creation order, which
 * differs between the server (every page module loaded in whatever order requests came) and the browser
 * (the entry, then one page's chunk): the classes of server-rendered HTML would not match at hydration.
 */
function stableStyledIds(): Plugin {
  let root = process.cwd();
  return {
    name: 'foundation-stable-styled-ids',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\/src\/.*\.tsx?$/.test(file) || file.includes('/node_modules/') || !code.includes('styled'))
        return null;
      const prefix = createHash('sha256')
        .update(path.relative(root, file))
        .digest('base64url')
        .slice(0, 6)
        .replace(/[-_]/g, 'x');
      let index = 0;
      const out = code.replace(
        STYLED_CALL,
        (call) => `${call}.withConfig({ componentId: "sc-${prefix}${(index++).toString(36)}" })`,
      );
      return index === 0 ? null : { code: out, map: null };
    },
  };
}

/**
 * Before each build (and the dev server): the catalogues split as the browser loads them, the frame's texts
 * and each page's (src/locales/browser/, git-ignored; docs/decisions/0022-site-languages.md).
 */
function browserTexts(): Plugin {
  return {
    name: 'foundation-browser-texts',
    async buildStart() {
      await writeBrowserTexts();
    },
  };
}

/**
 * The browser's copy of the route table (src/routes.json): the paths and page components the app's routes
 * need, without what only the server reads (preloaded data, sitemap, secrets' shapes, noscript texts) and
 * without the pages' head texts in both languages, which come with each page's texts instead
 * (scripts/compile-catalogues.mjs, pageHeadTexts). The server bundle keeps the whole table.
 */
function browserRouteTable(): Plugin {
  let ssr = false;
  return {
    name: 'foundation-browser-route-table',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transform(code, id, options) {
      if (ssr || options?.ssr || !id.split('?')[0].endsWith('/src/routes.json')) return null;
      const table = JSON.parse(code);
      const route = ({ path: routePath, component }: { path: string; component: string }) => ({
        path: routePath,
        component,
      });
      const slim = {
        pages: Object.fromEntries(
          Object.entries(table.pages as Record<string, { component: string }>).map(([pagePath, page]) => [
            pagePath,
            { component: page.component },
          ]),
        ),
        itemPages: table.itemPages.map(route),
        privatePages: table.privatePages.map(route),
        admin: route(table.admin),
        notFound: { component: table.notFound.component },
      };
      return { code: JSON.stringify(slim), map: null };
    },
  };
}

/**
 * The modules of the first load's one chunk (build.rollupOptions.output.advancedChunks): the libraries (today
 * only the stack: React, React Router, styled-components, Lingui; a library that only some pages use would
 * have to be left out here, or every page would load it), the frame, and the small components nearly every
 * page uses.
 */
const FIRST_LOAD =
  /node_modules|\/src\/(?:lib\/(?!richText)|i18n|layout\/(?!FrameContent)|theme|App|main|components\/(?:buttons|layout|ServerHtml|usePageTitle|Toasts|RouteError|PrivacyLine|ResponsiveImage|PageSections|Card))/;

/**
 * Vite wraps every `import()` in a helper that first preloads the chunk's dependencies (and CSS). With
 * `modulePreload: false` and no CSS files (styled-components writes the styles) it has nothing to preload, yet
 * its code (about 1 KB gzipped) was in the first load: the same helper, reduced to calling the import.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
function plainDynamicImports(): Plugin {
  return {
    name: 'foundation-plain-dynamic-imports',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}

/**
 * The entry's module scripts at low fetch priority. Every page's content is in its server HTML, and a module
 * script never blocks rendering, so the bytes the first paint needs (the page's largest picture, the Hindi
 * font) go first. The site server writes the route's `modulepreload` links the same way (server/head.mjs).
 * Lighthouse's simulation also counts a high-priority module script as render-blocking, which scored a
 * finished page as painting after all its scripts (docs/decisions/0026-site-performance.md).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'foundation-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/g,
          '<script type="module" fetchpriority="low"',
        ),
    },
  };
}

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'foundation-precompress',
    // Not the server bundle (dist/.server): it is never sent to a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    browserTexts(),
    browserRouteTable(),
    plainDynamicImports(),
    react(),
    stableStyledIds(),
    lowPriorityScripts(),
    precompress(),
  ],
  server: {
    port: 5173,
  },
  // Bundled into the server entry: Node would import its CommonJS build, whose default export is not `styled`.
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? {
        // The server entry (src/entry-server.tsx), beside the site's files but never served: the site server
        // sends no dot-directory (as for dist/.vite). Its dependencies stay in node_modules.
        outDir: 'dist/.server',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No preload helper in the first load (nor its wrapper around every import()): the site server preloads
        // the first page's chunks from the manifest, and a later page's chunk brings its own imports.
        modulePreload: false,
        // dist/.vite/manifest.json: the site server preloads each route's chunks from it.
        manifest: true,
        rollupOptions: {
          output: {
            advancedChunks: {
              groups: [
                {
                  // What every page loads first, as one file rather than the several the bundler would cut
                  // it into (each compressed on its own, so each costs bytes): the libraries, the frame, and
                  // the few components nearly every page uses.
                  name: 'app',
                  test: FIRST_LOAD,
                },
              ],
            },
          },
        },
      },
}));
