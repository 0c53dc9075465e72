import { Module } from '@nestjs/common';
import { BookingKeysModule } from '../bookings/booking-keys.module.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { RegistrationPayable } from './registration-payable.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsRepository } from './registrations.repository.js';
import { RegistrationsService } from './registrations.service.js';
import { SeatsReleased } from './seats-released.js';

@Module({
  imports: [BookingKeysModule],
  controllers: [RegistrationsController],
  providers: [
    RegistrationsRepository,
    RegistrationsService,
    RegistrationPaymentsService,
    RegistrationHoldsService,
    RegistrationPayable,
    SeatsReleased,
    BookingCancellationService,
  ],
  exports: [
    RegistrationPaymentsService,
    RegistrationHoldsService,
    RegistrationsRepository,
    SeatsReleased,
    BookingCancellationService,
  ],
})
export class RegistrationsModule {}
