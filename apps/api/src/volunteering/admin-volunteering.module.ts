import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminVolunteerApplicationsController } from './admin-volunteer-applications.controller.js';
import { AdminVolunteerRolesController } from './admin-volunteer-roles.controller.js';
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
