import { Module } from '@nestjs/common';
import { ReceiptsRepository } from './receipts.repository.js';
import { ReceiptsService } from './receipts.service.js';

/**
 * Donation receipts: numbered, stored and rendered here; issued inside the transaction that completes a
 * donation by donations' ReceiptIssuerListener (a DonationCompletion listener), which uses ReceiptsService.
 */
@Module({
  providers: [ReceiptsRepository, ReceiptsService],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
