import type { Server } from 'node:http';
export declare function createSiteServer(options: {
  root: string;
  runtimeConfig: { apiUrl: string; siteUrl: string; adminUrl: string };
  apiInternalUrl?: string;
  fetchImpl?: typeof fetch;
  production?: boolean;
  /** The VIDEO_HOSTS setting: the video players the CSP frames (default: YouTube's). */
  videoHosts?: string[];
}): Server;
