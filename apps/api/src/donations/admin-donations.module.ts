import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminDonationsController } from './admin-donations.controller.js';
import { DonationsRepository } from './donations.repository.js';
import { AdminDonationsService } from './admin-donations.service.js';

/** Donations in the admin API (read-only). */
@Module({
  imports: [AuditModule],
  controllers: [AdminDonationsController],
  providers: [AdminDonationsService, DonationsRepository],
})
export class AdminDonationsModule {}
