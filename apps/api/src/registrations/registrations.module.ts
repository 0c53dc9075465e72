import { Module } from '@nestjs/common';
import { RegistrationHoldsService } from './registration-holds.service.js';
import { RegistrationPaymentsService } from './registration-payments.service.js';
import { RegistrationsController } from './registrations.controller.js';
import { RegistrationsService } from './registrations.service.js';

@Module({
  controllers: [RegistrationsController],
  providers: [RegistrationsService, RegistrationPaymentsService, RegistrationHoldsService],
  exports: [RegistrationPaymentsService, RegistrationHoldsService],
})
export class RegistrationsModule {}
