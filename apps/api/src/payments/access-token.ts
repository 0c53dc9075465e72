import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new unguessable secret (256 bits) for the visitor's browser, and the hash we keep of it. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a presented token matches the stored hash, in constant time. */
export function accessTokenMatches(storedHash: string | null, presented: unknown): boolean {
  if (!storedHash || typeof presented !== 'string' || presented.length === 0 || presented.length > 200)
    return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashAccessToken(presented), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
