import type { Server } from 'node:http';
export declare function createSiteServer(options: {
  root: string;
  runtimeConfig: { apiUrl: string; siteUrl: string; adminUrl: string };
  apiInternalUrl?: string;
  fetchImpl?: typeof fetch;
  production?: boolean;
}): Server;
