// Every migration, oldest first. Written by `npm run db:generate`; edit only to add a hand-written one.
import { InitialSchema1795256447045 } from './1795256447045-InitialSchema.js';
import { AdminAuth1795257776221 } from './1795257776221-AdminAuth.js';

export const MIGRATIONS = [InitialSchema1795256447045, AdminAuth1795257776221];
