// Every migration, oldest first. Written by `npm run db:generate`; edit only to add a hand-written one.
import { InitialSchema1795256447045 } from './1795256447045-InitialSchema.js';
import { ContactAndNewsletter1795257758824 } from './1795257758824-ContactAndNewsletter.js';

export const MIGRATIONS = [InitialSchema1795256447045, ContactAndNewsletter1795257758824];
