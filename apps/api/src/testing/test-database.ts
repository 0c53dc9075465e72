import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options.js';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  /** Closes the connection and drops the database. */
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.FOUNDATION_TEST_DATABASE_URL;
  if (!url)
    throw new Error('FOUNDATION_TEST_DATABASE_URL is not set: run the tests through jest (global setup).');
  return url;
}

async function onServer(work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database with every migration applied: each test suite gets its own clean schema. */
export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  const dataSource = new DataSource(dataSourceOptions({ url: url.toString(), poolSize: 4 }));
  await dataSource.initialize();
  if (migrate) await dataSource.runMigrations({ transaction: 'each' });
  return {
    url: url.toString(),
    dataSource,
    async drop() {
      await dataSource.destroy();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
