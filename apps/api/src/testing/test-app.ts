import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { type DataSource } from 'typeorm';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { createTestDatabase } from './test-database.js';
import { TEST_BOOKING_LINK_SECRET, TEST_JWT_SECRET, TEST_TICKET_SIGNING_KEY } from './test-secrets.js';
import { GENEROUS_WRITE_LIMITS } from './write-limits.js';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  /** URL of the suite's own database (to start a second API process on it). */
  databaseUrl: string;
  uploadsDir: string;
  close(): Promise<void>;
}

/**
 * The real API, configured as in production (but for generous limits of public writes), on its own fresh
 * database and uploads folder.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    UPLOADS_DIR: uploadsDir,
    JWT_SECRET: TEST_JWT_SECRET,
    BOOKING_LINK_SECRET: TEST_BOOKING_LINK_SECRET,
    TICKET_SIGNING_PRIVATE_KEY: TEST_TICKET_SIGNING_KEY,
    ...GENEROUS_WRITE_LIMITS,
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource: database.dataSource,
    databaseUrl: database.url,
    uploadsDir,
    async close() {
      await app.close();
      await database.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
