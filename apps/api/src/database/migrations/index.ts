// Every migration, oldest first. Written by `npm run db:generate`; edit only to add a hand-written one.
import { InitialSchema1795256447045 } from './1795256447045-InitialSchema.js';
import { PaymentsDonationsMail1795257727637 } from './1795257727637-PaymentsDonationsMail.js';
import { AdminAuth1795257776221 } from './1795257776221-AdminAuth.js';

export const MIGRATIONS = [InitialSchema1795256447045, PaymentsDonationsMail1795257727637, AdminAuth1795257776221];
