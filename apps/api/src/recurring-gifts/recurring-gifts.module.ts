import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { DonationsModule } from '../donations/index.js';
import { DonorLinksModule } from '../donor-links/index.js';
import { AdminRecurringGiftsController } from './admin-recurring-gifts.controller.js';
import { AdminRecurringGiftsService } from './admin-recurring-gifts.service.js';
import { RecurringGiftsController } from './recurring-gifts.controller.js';
import { RecurringGiftsRepository } from './recurring-gifts.repository.js';
import { RecurringGiftsService } from './recurring-gifts.service.js';
import { PrivacyModule } from '../privacy/index.js';

/**
 * Monthly and yearly gifts: the donor's steps, the subscription lifecycle's side (registered with
 * PaymentLifecycleService) and the admin routes (every one needs an admin session). RecurringGiftsService
 * is exported for the donor's "My giving" link (its cancel).
 */
@Module({
  imports: [PrivacyModule, DonationsModule, AuditModule, DonorLinksModule],
  controllers: [RecurringGiftsController, AdminRecurringGiftsController],
  providers: [RecurringGiftsService, RecurringGiftsRepository, AdminRecurringGiftsService],
  exports: [RecurringGiftsService],
})
export class RecurringGiftsModule {}
