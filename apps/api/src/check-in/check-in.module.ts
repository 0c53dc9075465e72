import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CheckInAccessGuard, CheckInLinkVerifier } from '../auth/check-in-access.js';
import { BookingKeysModule } from '../bookings/booking-keys.module.js';
import { AdminCheckInLinksController, AdminEventCheckInController } from './admin-check-in.controller.js';
import { CheckInLinksService } from './check-in-links.service.js';
import { CheckInScansController } from './check-in.controller.js';
import { CheckInRepository } from './check-in.repository.js';
import { CheckInService } from './check-in.service.js';

/** Door check-in: the phones' routes (admin or check-in link) and the admin's links and figures. */
@Module({
  imports: [BookingKeysModule, AuditModule],
  controllers: [CheckInScansController, AdminCheckInLinksController, AdminEventCheckInController],
  providers: [
    CheckInRepository,
    CheckInLinksService,
    CheckInService,
    CheckInAccessGuard,
    { provide: CheckInLinkVerifier, useExisting: CheckInLinksService },
  ],
  exports: [CheckInLinksService],
})
export class CheckInModule {}
