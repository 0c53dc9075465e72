#!/usr/bin/env node
// @ts-check
// `npm run bench -- check-in` (or `node tools/bench/check-in.mjs [--no-build]`): how much JavaScript the
// door check-in page (/admin/check-in) costs a phone on first load, beside the admin panel's sign-in page
// (react-admin) as the baseline measured in the same run. Opens each page in Debian's Chromium emulating a
// phone (390x844, empty cache), the check-in page through a real check-in link with its event loaded, waits
// until the network is idle, and counts every script the page loaded, gzip -9. Also prints the QR reader's
// WebAssembly (fetched once while online, cached by the service worker). Budget: the check-in page's
// scripts at most 150 KB gzip. Exits 1 when it is missed. Starts its own stack; never part of `npm test`.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';

const BUDGET_KB = 150;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) {
  console.log('Building the API and the admin panel...');
  await run(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', '@foundation/api', '@foundation/admin', '--outputStyle=static'],
    { cwd: ROOT, quiet: true, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' } },
  );
}

/**
 * Loads `url` in a fresh phone-sized context and sums what it fetched, by kind, until the network idles.
 *
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {(page: import('playwright-core').Page) => Promise<unknown>} ready
 */
async function measure(browser, url, ready) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block', // a first visit: nothing cached, nothing fetched by a worker
  });
  const page = await context.newPage();
  /** @type {{ name: string, wasm: boolean, gzip: number }[]} */
  const files = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    const name = new URL(response.url()).pathname;
    if (type !== 'script' && !name.endsWith('.wasm')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({ name, wasm: name.endsWith('.wasm'), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const scripts = files.filter((file) => !file.wasm);
  return {
    scripts,
    scriptGzip: scripts.reduce((sum, file) => sum + file.gzip, 0),
    wasmGzip: files.filter((file) => file.wasm).reduce((sum, file) => sum + file.gzip, 0),
  };
}

const varDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-bench-'));
chmodSync(varDir, 0o755);
const stack = await startStack({ varDir, log: () => {}, apiEnv: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  // A check-in link for an event the admin may check in, made as staff would.
  const api = stack.urls.api;
  const login = /** @type {{ accessToken: string }} */ (
    await (
      await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(stack.admin),
      })
    ).json()
  );
  const auth = { Authorization: `Bearer ${login.accessToken}`, 'Content-Type': 'application/json' };
  const session = /** @type {{ events: { id: string; title: string }[] }} */ (
    await (await fetch(`${api}/api/check-in/session`, { headers: auth })).json()
  );
  const event = session.events[0];
  if (!event) throw new Error('The demo data has no event open for check-in');
  const link = /** @type {{ url: string }} */ (
    await (
      await fetch(`${api}/api/admin/check-in-links`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ eventId: event.id, label: 'Bench' }),
      })
    ).json()
  );
  const fragment = new URL(link.url).hash;
  const admin = stack.urls.admin.replace(/\/$/, '');

  const baseline = await measure(browser, `${admin}/login`, (page) =>
    page.getByRole('button', { name: 'Sign in' }).waitFor(),
  );
  const checkIn = await measure(browser, `${admin}/check-in${fragment}`, (page) =>
    page.getByText(/^Checked in \d+ \/ \d+$/).waitFor(),
  );

  console.log(
    '\nFirst load on a phone (390x844, empty cache): scripts loaded until the network is idle, gzip -9',
  );
  console.table([
    {
      page: 'baseline: admin sign-in (react-admin)',
      'scripts KB': kb(baseline.scriptGzip),
      files: baseline.scripts.length,
    },
    {
      page: `check-in, event loaded (${event.title})`,
      'scripts KB': kb(checkIn.scriptGzip),
      files: checkIn.scripts.length,
    },
  ]);
  for (const file of checkIn.scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.name.padEnd(50)} ${kb(file.gzip).padStart(7)} KB`);
  }
  console.log(`  QR reader WebAssembly (not JavaScript; once, then cached): ${kb(checkIn.wasmGzip)} KB gzip`);
  if (checkIn.scriptGzip > BUDGET_KB * 1024) failed = true;
  console.log(`\nBudget (check-in scripts <= ${BUDGET_KB} KB gzip): ${failed ? 'MISSED' : 'met'}`);
} finally {
  await browser.close();
  await stack.stop();
  rmSync(varDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
