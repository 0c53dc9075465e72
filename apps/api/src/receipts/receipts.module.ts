import { Module } from '@nestjs/common';
import { DonationsModule } from '../donations/donations.module.js';
import { ReceiptIssuerListener } from './receipt-issuer.listener.js';
import { ReceiptsRepository } from './receipts.repository.js';
import { ReceiptsService } from './receipts.service.js';

/** Donation receipts: issued inside the transaction that completes a donation (a DonationCompletion listener). */
@Module({
  imports: [DonationsModule],
  providers: [ReceiptsRepository, ReceiptsService, ReceiptIssuerListener],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
