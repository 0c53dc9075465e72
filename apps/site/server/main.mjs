#!/usr/bin/env node
// Production entry of the public site server (see README, "Sharing and search"):
//   PORT=8080 API_URL=https://api.example.org SITE_URL=https://example.org ADMIN_URL=https://admin.example.org \
//   node apps/site/server/main.mjs
// API_INTERNAL_URL (optional) is where this server itself reaches the API, when that differs from the
// public API_URL the browsers use (e.g. http://api:3000 inside a container network).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site-server.mjs';

const required = (name) => {
  const value = process.env[name]?.trim();
  if (!value || !/^https?:\/\//.test(value)) {
    console.error(`${name} must be set to an http(s) URL`);
    process.exit(1);
  }
  return value.replace(/\/+$/, '');
};

const runtimeConfig = {
  apiUrl: required('API_URL'),
  siteUrl: required('SITE_URL'),
  adminUrl: required('ADMIN_URL'),
};
const root = process.env.SITE_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const server = createSiteServer({
  root,
  runtimeConfig,
  apiInternalUrl: process.env.API_INTERNAL_URL?.trim() || runtimeConfig.apiUrl,
});
server.listen(port, host, () => console.log(`Site listening on http://${host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
