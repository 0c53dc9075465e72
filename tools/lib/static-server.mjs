// @ts-check
import http from 'node:http';
import sirv from 'sirv';
import { CHECK_IN_PAGE_PATH, securityHeaders } from '@foundation/shared';

/**
 * Serves a production build of the site or the admin panel: hashed assets cached for a year, index.html
 * revalidated, every unknown path answered with index.html (client-side routes), and `/runtime-config.js`
 * telling the app where the API is. `basePath` is the path the app is built for ('/' or '/admin/'). Every
 * answer carries the app's security headers (libs/shared/src/security-headers.ts); `production` adds HSTS.
 * The admin build's door check-in page (`/admin/check-in`, its own check-in.html) is answered with the
 * check-in page's headers: camera and WebAssembly allowed there only.
 *
 * @param {{ root: string, runtimeConfig: { apiUrl: string, siteUrl?: string, adminUrl?: string }, basePath?: string, app?: import('@foundation/shared').SecuredApp, production?: boolean }} options
 * @returns {http.Server}
 */
export function createStaticServer({
  root,
  runtimeConfig,
  basePath = '/',
  app = basePath === '/' ? 'site' : 'admin',
  production = process.env.NODE_ENV === 'production',
}) {
  const headers = securityHeaders(app, { apiUrl: runtimeConfig?.apiUrl, production });
  const checkInHeaders = securityHeaders(app, { apiUrl: runtimeConfig?.apiUrl, production, checkIn: true });
  const assets = sirv(root, {
    single: true,
    etag: true,
    gzip: false,
    setHeaders(response, pathname) {
      if (pathname.startsWith('/assets/')) {
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        response.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const configScript = `window.__FOUNDATION_CONFIG__ = ${JSON.stringify(runtimeConfig)};\n`;
  const prefix = basePath.replace(/\/$/, '');

  return http.createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (
      app === 'admin' &&
      (url.pathname === CHECK_IN_PAGE_PATH || url.pathname === `${CHECK_IN_PAGE_PATH}/`)
    ) {
      for (const [name, value] of Object.entries(checkInHeaders)) response.setHeader(name, value);
      request.url = `/check-in.html${url.search}`;
      assets(request, response, () => {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Not found');
      });
      return;
    }
    if (url.pathname === '/runtime-config.js') {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      response.end(configScript);
      return;
    }
    if (prefix) {
      if (url.pathname === '/' || url.pathname === prefix) {
        response.writeHead(302, { Location: `${prefix}/` });
        response.end();
        return;
      }
      if (!url.pathname.startsWith(`${prefix}/`)) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      request.url = url.pathname.slice(prefix.length) + url.search;
    }
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
    });
  });
}

/**
 * Starts listening and resolves with the server once it does (rejects on EADDRINUSE and the like).
 *
 * @param {http.Server} server @param {number} port @param {string} [host]
 * @returns {Promise<http.Server>}
 */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
