import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the secrets of a local stack (tools/lib/secrets.mjs)', () => {
  let varDir: string;
  let localSecrets: (varDir: string) => { JWT_SECRET: string };
  const saved = process.env.JWT_SECRET;

  beforeAll(async () => {
    ({ localSecrets } = await import('./secrets.mjs'));
  });
  beforeEach(() => {
    varDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-secrets-'));
    delete process.env.JWT_SECRET;
  });
  afterEach(() => {
    rmSync(varDir, { recursive: true, force: true });
    if (saved === undefined) delete process.env.JWT_SECRET;
    else process.env.JWT_SECRET = saved;
  });

  it('generates a strong JWT secret once, readable only by its owner, and reuses it', () => {
    const first = localSecrets(varDir);
    expect(Buffer.byteLength(first.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    const file = path.join(varDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(localSecrets(varDir)).toEqual(first);
    const other = mkdtempSync(path.join(os.tmpdir(), 'foundation-secrets-'));
    try {
      expect(localSecrets(other).JWT_SECRET).not.toBe(first.JWT_SECRET);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('lets JWT_SECRET of the environment win over the file', () => {
    localSecrets(varDir);
    process.env.JWT_SECRET = 'from-the-environment-'.padEnd(40, 'x');
    expect(localSecrets(varDir).JWT_SECRET).toBe(process.env.JWT_SECRET);
  });

  it('keeps the booking secrets beside it: a 32-byte Ed25519 seed and a link key', async () => {
    const { createPrivateKey } = await import('node:crypto');
    const first = localSecrets(varDir) as unknown as Record<string, string>;
    expect(Buffer.byteLength(first.BOOKING_LINK_SECRET)).toBeGreaterThanOrEqual(32);
    const seed = Buffer.from(first.TICKET_SIGNING_PRIVATE_KEY, 'base64url');
    expect(seed).toHaveLength(32);
    const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
    expect(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).asymmetricKeyType).toBe('ed25519');
    expect(localSecrets(varDir)).toEqual(first);
  });
});
