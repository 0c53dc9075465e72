import { deflateSync, crc32 } from 'node:zlib';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { stackUrls } from './urls';

/** Where admin.setup.ts keeps the signed-in browser state that the admin tests start from. */
export const ADMIN_STATE = path.join(import.meta.dirname, '..', 'test-results', '.auth', 'admin.json');
export const SESSION_KEY = 'foundation.admin.session';

/** The admin panel's base URL without a trailing slash: http://localhost:1234/admin */
export function adminBase(): string {
  return stackUrls().admin.replace(/\/$/, '');
}

export function adminCredentials() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('global-setup did not provide the demo admin');
  return { email, password };
}

/** The demo member of a staff role (its e-mail and password), as `npm start` prints them. */
export function staffCredentials(role: 'owner' | 'finance' | 'events' | 'content') {
  const signIns = JSON.parse(process.env.E2E_STAFF_SIGN_INS ?? '[]') as {
    role: string;
    email: string;
    password: string;
  }[];
  const found = signIns.find((signIn) => signIn.role === role);
  if (!found) throw new Error(`global-setup did not provide the demo ${role} member`);
  return { email: found.email, password: found.password };
}

/** Signs in to the panel through its login page (a page without the shared session). */
export async function signInAs(page: Page, credentials: { email: string; password: string }) {
  await page.goto(`${adminBase()}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.locator('input[name="password"]').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectToast(page, 'Logged in successfully');
}

/** The access token of the shared session (to check results through the admin API). */
export function adminToken(): string {
  const state = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as {
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  for (const origin of state.origins) {
    const entry = origin.localStorage.find((item) => item.name === SESSION_KEY);
    if (entry) return (JSON.parse(entry.value) as { accessToken: string }).accessToken;
  }
  throw new Error('No admin session in the saved browser state');
}

/** GET on the admin API with the shared session. */
export async function adminApi<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${stackUrls().api}/api/admin/${pathAndQuery}`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG file (RGB, gradient in the given hue) generated in the test; `noise` adds incompressible
 * pixels so the file is large enough for upload progress to be seen on a throttled connection.
 */
export function pngImage(
  width: number,
  height: number,
  hue: [number, number, number],
  noise = false,
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const shade = (x + y) / (width + height);
      const jitter = noise ? Math.floor(Math.random() * 64) : 0;
      row[1 + x * 3] = Math.min(255, Math.round(hue[0] * shade) + jitter);
      row[2 + x * 3] = Math.min(255, Math.round(hue[1] * shade) + jitter);
      row[3 + x * 3] = Math.min(255, Math.round(hue[2] * shade) + jitter);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, hue: [number, number, number] = [200, 120, 40], noise = false) => ({
  name,
  mimeType: 'image/png',
  buffer: pngImage(320, 200, hue, noise),
});

/** The toast with this text (toasts are alerts for errors, status messages otherwise). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toast(page, text).first()).toBeVisible();
}

/** A unique suffix for names created by one test run. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** The text of a Playwright download (a CSV export). */
export async function downloadText(download: import('@playwright/test').Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const piece of await download.createReadStream()) chunks.push(piece as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Minimal RFC 4180 reader (quoted cells with doubled quotes, CRLF records). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  return records;
}
