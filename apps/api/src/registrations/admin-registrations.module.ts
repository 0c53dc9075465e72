import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminRegistrationsController } from './admin-registrations.controller.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import { RegistrationsModule } from './registrations.module.js';
import { RegistrationsRepository } from './registrations.repository.js';

/** Registrations in the admin API (read-only) and their CSV export. */
@Module({
  imports: [AuditModule, RegistrationsModule],
  controllers: [AdminRegistrationsController],
  providers: [AdminRegistrationsService, RegistrationsRepository],
})
export class AdminRegistrationsModule {}
