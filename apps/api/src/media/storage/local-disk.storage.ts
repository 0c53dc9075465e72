import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './object-storage.js';

/**
 * The default storage: files under UPLOADS_DIR, which the API serves at `/uploads/` with a one-year
 * immutable cache (app.factory.ts). URLs are paths on the API's host, like the demo pictures.
 */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<string> {
    assertSafeKey(key);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside and renamed: nobody ever reads a half-written file.
    const partial = `${target}.partial`;
    await writeFile(partial, body, { flag: 'wx' });
    await rename(partial, target);
    return `/uploads/${key}`;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await rm(path.join(this.root, key), { force: true });
  }
}
