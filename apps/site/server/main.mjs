#!/usr/bin/env node
// Production entry of the public site server (see docs/architecture.md, "The site's server", and docs/operations.md):
//   PORT=8080 API_URL=https://api.example.org SITE_URL=https://example.org ADMIN_URL=https://admin.example.org \
//   node apps/site/server/main.mjs
// API_INTERNAL_URL (optional) is where this server itself reaches the API, when that differs from the
// public API_URL the browsers use (e.g. http://api inside the compose network). Settings: settings.mjs.
import { createSiteServer } from './site-server.mjs';
import { siteServerSettings } from './settings.mjs';

let settings;
try {
  settings = siteServerSettings(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { root, runtimeConfig, apiInternalUrl, port, host, videoHosts } = settings;
const server = createSiteServer({ root, runtimeConfig, apiInternalUrl, videoHosts });
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
