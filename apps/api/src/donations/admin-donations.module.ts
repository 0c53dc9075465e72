import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { ReceiptsModule } from '../receipts/index.js';
import { AdminDonationsController } from './admin-donations.controller.js';
import { AdminDonationsService } from './admin-donations.service.js';
import { DonationsModule } from './donations.module.js';
import { DonationRefundsService } from './donation-refunds.service.js';
import { ReceiptCorrectionsService } from './receipt-corrections.service.js';

/** Donations in the admin API: read, their receipts (download, re-send, cancel, correct), refunds and exports. */
@Module({
  imports: [AuditModule, DonationsModule, ReceiptsModule],
  controllers: [AdminDonationsController],
  providers: [AdminDonationsService, DonationRefundsService, ReceiptCorrectionsService],
})
export class AdminDonationsModule {}
