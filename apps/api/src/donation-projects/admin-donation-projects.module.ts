import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminDonationProjectsController } from './admin-donation-projects.controller.js';
import { AdminDonationProjectsService } from './admin-donation-projects.service.js';
import { ProjectsRepository } from './projects.repository.js';

/** Donation projects in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminDonationProjectsController],
  providers: [ProjectsRepository, AdminDonationProjectsService],
})
export class AdminDonationProjectsModule {}
