import { Module } from '@nestjs/common';
import { AdminRegistrationsController } from './admin-registrations.controller.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** Registrations in the admin API (read-only) and their CSV export. */
@Module({
  controllers: [AdminRegistrationsController],
  providers: [AdminRegistrationsService, RegistrationsRepository],
})
export class AdminRegistrationsModule {}
