import type { Server } from 'node:http';
export declare function createStaticServer(options: {
  root: string;
  runtimeConfig: { apiUrl: string; siteUrl?: string; adminUrl?: string };
  basePath?: string;
  app?: 'site' | 'admin';
  production?: boolean;
}): Server;
export declare function listen(server: Server, port: number, host?: string): Promise<Server>;
