// @ts-check
// The site's stack on its own, as the site bench's baseline: an app that hydrates one translated, styled link
// read through swr, with React, React Router, styled-components, swr and Lingui — the fixed libraries every
// page of the site loads before any of its own code. Built by Vite as the site is; its JavaScript, gzipped, is the floor of any page's weight.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../lib/paths.mjs';

const ENTRY = `import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { i18n } from '@lingui/core';
import useSWR from 'swr';

i18n.loadAndActivate({ locale: 'en', messages: { home: ['Home'] } });
const Title = styled.h1\`color: \${({ theme }) => theme.colour};\`;
function Home() {
  const { data } = useSWR('/api/home', (url) => fetch(url).then((answer) => answer.json()));
  return <Title><Link to="/">{data?.title ?? i18n._('home')}</Link></Title>;
}
function Routes() {
  return useRoutes([{ path: '/', element: <Home /> }]);
}
startTransition(() => {
  hydrateRoot(
    document.getElementById('root'),
    <StrictMode><ThemeProvider theme={{ colour: 'maroon' }}><BrowserRouter><Routes /></BrowserRouter></ThemeProvider></StrictMode>,
  );
});
`;

/**
 * Builds the floor app in a scratch folder of apps/site (for its node_modules) and returns its gzip -9 bytes.
 *
 * @returns {Promise<number>}
 */
export async function stackFloorGzip() {
  // The site's own Vite and React plugin, as its build uses them.
  const fromSite = createRequire(path.join(ROOT, 'apps/site/package.json'));
  const load = (/** @type {string} */ name) => import(pathToFileURL(fromSite.resolve(name)).href);
  const { build } = await load('vite');
  const { default: react } = await load('@vitejs/plugin-react');
  const dir = path.join(ROOT, 'apps/site/.bench-floor');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    writeFileSync(path.join(dir, 'src/main.jsx'), ENTRY);
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: path.join(dir, 'dist'), modulePreload: { polyfill: false } },
    });
    const assets = path.join(dir, 'dist/assets');
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
