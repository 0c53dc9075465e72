import { Module } from '@nestjs/common';
import { AdminDonationsController } from './admin-donations.controller.js';
import { DonationsRepository } from './donations.repository.js';
import { AdminDonationsService } from './admin-donations.service.js';

/** Donations in the admin API (read-only). */
@Module({ controllers: [AdminDonationsController], providers: [AdminDonationsService, DonationsRepository] })
export class AdminDonationsModule {}
