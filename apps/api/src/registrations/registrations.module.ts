import { Module } from '@nestjs/common';
import { BookingKeysModule } from '../booking-keys/index.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { RegistrationPayable } from './registration-payable.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsRepository } from './registrations.repository.js';
import { RegistrationsService } from './registrations.service.js';
import { SeatsReleasedModule } from '../ticket-types/index.js';
import { PrivacyModule } from '../privacy/index.js';

@Module({
  imports: [PrivacyModule, BookingKeysModule, SeatsReleasedModule],
  controllers: [RegistrationsController],
  providers: [
    RegistrationsRepository,
    RegistrationsService,
    RegistrationPaymentsService,
    RegistrationHoldsService,
    RegistrationPayable,
    BookingCancellationService,
  ],
  exports: [
    RegistrationPaymentsService,
    RegistrationHoldsService,
    RegistrationsRepository,
    SeatsReleasedModule,
    BookingCancellationService,
  ],
})
export class RegistrationsModule {}
