// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths of the workspace, so tools work from any current directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const VAR_DIR = path.join(ROOT, 'var');
export const API_DIST = path.join(ROOT, 'apps/api/dist');
export const SITE_DIST = path.join(ROOT, 'apps/site/dist');
export const ADMIN_DIST = path.join(ROOT, 'apps/admin/dist');
/** Fills an empty database with the demo content of tools/demo-data (needs the API built). */
export const DEMO_SEED = path.join(ROOT, 'tools/demo-data/seed.mjs');
