import { type DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export interface DatabaseSettings {
  url: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  applicationName?: string;
}

/**
 * How the API, the migration commands and the tests connect to PostgreSQL. The schema is changed only by
 * migrations, never by `synchronize`.
 */
export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    extra: {
      max: settings.poolSize ?? 10,
      // A request never waits longer than this for a connection: PostgreSQL down or pool exhausted → 503.
      connectionTimeoutMillis: settings.connectTimeoutMs ?? 5000,
      idleTimeoutMillis: 30000,
      statement_timeout: settings.statementTimeoutMs ?? 10000,
      application_name: settings.applicationName ?? 'foundation-api',
    },
  };
}
