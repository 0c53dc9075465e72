import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { CheckInAccessGuard, CheckInLinkVerifier } from '../auth/index.js';
import { BookingKeysModule } from '../booking-keys/index.js';
import { AdminCheckInLinksController, AdminEventCheckInController } from './admin-check-in.controller.js';
import { CheckInLinksService } from './check-in-links.service.js';
import { CheckInScansController } from './check-in.controller.js';
import { CheckInRepository } from './check-in.repository.js';
import { CheckInService } from './check-in.service.js';
import { WalkInPayable } from './walk-in-payable.js';
import { WalkInsRepository } from './walk-ins.repository.js';
import { WalkInsService } from './walk-ins.service.js';
import { RegistrationsModule } from '../registrations/index.js';

/** Door check-in: the phones' routes (scans and walk-ins, admin or check-in link) and the admin's links and figures. */
@Module({
  imports: [BookingKeysModule, AuditModule, RegistrationsModule],
  controllers: [CheckInScansController, AdminCheckInLinksController, AdminEventCheckInController],
  providers: [
    CheckInRepository,
    CheckInLinksService,
    CheckInService,
    WalkInsRepository,
    WalkInsService,
    WalkInPayable,
    CheckInAccessGuard,
    { provide: CheckInLinkVerifier, useExisting: CheckInLinksService },
  ],
  exports: [CheckInLinksService],
})
export class CheckInModule {}
