/**
 * Where uploaded images are kept. Keys are relative paths with forward slashes (`events/event-images/x.webp`);
 * objects are immutable (random names), so they can be cached for a year.
 */
export interface ObjectStorage {
  /** Stores the bytes under the key and answers the public URL of the object. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('ObjectStorage');
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Refuses keys that could leave their folder or mean something else than a plain path. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`Unsafe storage key: ${key}`);
}
