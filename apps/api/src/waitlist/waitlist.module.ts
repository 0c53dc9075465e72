import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { BookingKeysModule } from '../booking-keys/index.js';
import { RegistrationsModule } from '../registrations/index.js';
import { AdminWaitlistController } from './admin-waitlist.controller.js';
import { AdminWaitlistService } from './admin-waitlist.service.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';
import { PrivacyModule } from '../privacy/index.js';

/**
 * The waiting list: the public join and offer routes, the admin resource `waitlist-entries` (every admin
 * route needs a session), and the listener of released seats with its periodic sweep.
 */
@Module({
  imports: [PrivacyModule, RegistrationsModule, BookingKeysModule, AuditModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [WaitlistRepository, WaitlistService, AdminWaitlistService],
})
export class WaitlistModule {}
