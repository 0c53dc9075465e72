#!/usr/bin/env node
// @ts-check
// Production entry of the admin panel's static server on a plain VM (docs/operations.md, "Deploying on a plain
// VM"); under docker-compose nginx serves the same files (nginx-admin.conf.template).
//   PORT=8081 API_URL=https://api.example.org SITE_URL=https://example.org ADMIN_URL=https://admin.example.org \
//   node tools/deploy/serve-admin.mjs
// The same settings as the site's server (apps/site/server/settings.mjs) but PORT defaults to 8081 and the
// build is ADMIN_DIST (default apps/admin/dist). It serves the panel under /admin/ and its door check-in page.
import path from 'node:path';
import { siteServerSettings } from '../../apps/site/server/settings.mjs';
import { createStaticServer } from '../lib/static-server.mjs';
import { ROOT } from '../lib/paths.mjs';

let settings;
try {
  settings = siteServerSettings({ ...process.env, PORT: process.env.PORT ?? '8081' });
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const root = process.env.ADMIN_DIST?.trim() || path.join(ROOT, 'apps/admin/dist');
const server = createStaticServer({ root, runtimeConfig: settings.runtimeConfig, basePath: '/admin/' });
server.listen(settings.port, settings.host, () =>
  console.log(`Admin panel listening on http://${settings.host}:${settings.port}/admin/`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
