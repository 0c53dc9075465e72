import { Module } from '@nestjs/common';
import { ReceiptsRepository } from './receipts.repository.js';
import { ReceiptsService } from './receipts.service.js';

/** Donation receipts: issued by the code that completes a donation, inside its transaction. */
@Module({
  providers: [ReceiptsRepository, ReceiptsService],
  exports: [ReceiptsService],
})
export class ReceiptsModule {}
