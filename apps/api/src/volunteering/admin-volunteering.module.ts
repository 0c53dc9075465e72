import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import {
  AdminVolunteerApplicationsController,
  AdminVolunteerRolesController,
} from './admin-volunteering.controllers.js';
import { AdminVolunteerApplicationsService } from './admin-volunteer-applications.service.js';
import { AdminVolunteerRolesService } from './admin-volunteer-roles.service.js';
import { VolunteeringRepository } from './volunteering.repository.js';

/** Volunteering roles and applications in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminVolunteerRolesController, AdminVolunteerApplicationsController],
  providers: [VolunteeringRepository, AdminVolunteerRolesService, AdminVolunteerApplicationsService],
  exports: [AdminVolunteerRolesService],
})
export class AdminVolunteeringModule {}
