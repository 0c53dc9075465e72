import { Module } from '@nestjs/common';
import { DonorLinksModule } from '../donor-links/index.js';
import { DonationProjectsModule } from '../donation-projects/index.js';
import { DonationCompletion } from './donation-completion.js';
import { DonationPayable } from './donation-payable.js';
import { DonationRefundEvents } from './donation-refund-events.js';
import { DonationsController } from './donations.controller.js';
import { DonationsRepository } from './donations.repository.js';
import { DonationsService } from './donations.service.js';
import { PrivacyModule } from '../privacy/index.js';
import { ReceiptsModule } from '../receipts/index.js';
import { ReceiptIssuerListener } from './receipt-issuer.listener.js';

@Module({
  imports: [PrivacyModule, DonorLinksModule, DonationProjectsModule, ReceiptsModule],
  controllers: [DonationsController],
  providers: [
    DonationsService,
    DonationsRepository,
    DonationPayable,
    DonationCompletion,
    DonationRefundEvents,
    ReceiptIssuerListener,
  ],
  exports: [DonationsService, DonationCompletion, DonationsRepository, DonationRefundEvents],
})
export class DonationsModule {}
