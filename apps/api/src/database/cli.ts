import 'reflect-metadata';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options.js';
import { createAdminUser } from '../auth/admin-users.js';

/**
 * Database commands, run by `npm run db:*` and by the local launcher (tools/). Reads DATABASE_URL.
 *   migrate            apply pending migrations
 *   revert             undo the last migration
 *   generate NAME      write a migration for the difference between the entities and the database
 *   create-admin --email X --password Y [--name Z] [--role owner|finance|events|content]
 *                      add an admin who can sign in (the password may also come from ADMIN_PASSWORD);
 *                      the role is owner unless given (docs/staff-roles.md)
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const dataSource = new DataSource(
    dataSourceOptions({ url, poolSize: 2, applicationName: 'foundation-cli' }),
  );
  await dataSource.initialize();
  try {
    switch (command) {
      case 'migrate': {
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        console.log(
          applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date',
        );
        break;
      }
      case 'revert':
        await dataSource.undoLastMigration({ transaction: 'each' });
        console.log('Reverted the last migration');
        break;
      case 'generate':
        generateMigration(await pendingSchemaChanges(dataSource), rest[0], rest[1]);
        break;
      case 'create-admin': {
        const options = parseOptions(rest);
        const email = options.email;
        const password = options.password ?? process.env.ADMIN_PASSWORD;
        if (!email || !password)
          throw new Error(
            'Usage: npm run admin:create -- --email X --password Y [--name Z] [--role owner|finance|events|content]',
          );
        const pending = await dataSource.showMigrations();
        if (pending) throw new Error('The database is not migrated: run npm run db:migrate first');
        const admin = await createAdminUser(dataSource, {
          email,
          password,
          name: options.name,
          role: options.role,
        });
        console.log(`Created admin ${admin.email} (${admin.role})`);
        break;
      }
      default:
        throw new Error(
          `Unknown command "${command ?? ''}". Use migrate, revert, generate NAME or create-admin.`,
        );
    }
  } finally {
    await dataSource.destroy();
  }
}

/** `--name value` and `--name=value` pairs. */
function parseOptions(args: string[]): Record<string, string | undefined> {
  const options: Record<string, string | undefined> = {};
  for (let i = 0; i < args.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]);
    if (!match) throw new Error(`Unexpected argument "${args[i]}"`);
    options[match[1]] = match[2] ?? args[(i += 1)];
  }
  return options;
}

async function pendingSchemaChanges(dataSource: DataSource) {
  return dataSource.driver.createSchemaBuilder().log();
}

function generateMigration(
  sql: { upQueries: { query: string }[]; downQueries: { query: string }[] },
  name: string | undefined,
  outDir = 'apps/api/src/database/migrations',
): void {
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give the migration a PascalCase name');
  if (sql.upQueries.length === 0) {
    console.log('Entities and database agree: no migration needed');
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const lines = (queries: { query: string }[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q.query)});`).join('\n');
  const source = `import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(sql.upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines([...sql.downQueries].reverse())}
  }
}
`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${timestamp}-${name}.ts`), source);
  writeMigrationIndex(outDir);
  console.log(`Wrote ${path.join(outDir, `${timestamp}-${name}.ts`)}`);
}

/** Keeps migrations/index.ts listing every migration file in order. */
function writeMigrationIndex(outDir: string): void {
  const files = readdirSync(outDir)
    .filter((file) => /^\d+-[A-Za-z0-9]+\.ts$/.test(file))
    .sort();
  const entries = files.map((file) => {
    const [timestamp, rest] = file.replace(/\.ts$/, '').split('-');
    return { module: `./${file.replace(/\.ts$/, '.js')}`, className: `${rest}${timestamp}` };
  });
  const source = `// Every migration, oldest first. Written by \`npm run db:generate\`; edit only to add a hand-written one.
${entries.map((e) => `import { ${e.className} } from '${e.module}';`).join('\n')}

export const MIGRATIONS = [${entries.map((e) => e.className).join(', ')}];
`;
  writeFileSync(path.join(outDir, 'index.ts'), source);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
