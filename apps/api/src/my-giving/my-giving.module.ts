import { Module } from '@nestjs/common';
import { DonorLinksModule } from '../donor-links/donor-links.module.js';
import { ReceiptsModule } from '../receipts/receipts.module.js';
import { GivingSettingsController } from './giving-settings.controller.js';
import { MyGivingController } from './my-giving.controller.js';
import { MyGivingRepository } from './my-giving.repository.js';
import { MyGivingService } from './my-giving.service.js';
import { NoRecurringGifts, RECURRING_GIFTS_FOR_DONORS } from './recurring-gifts-for-donors.js';

/**
 * The donor's "My giving" page and the public giving settings. RECURRING_GIFTS_FOR_DONORS is bound to
 * NoRecurringGifts until the recurring gifts module provides it (then bind it with `useExisting`).
 */
@Module({
  imports: [DonorLinksModule, ReceiptsModule],
  controllers: [MyGivingController, GivingSettingsController],
  providers: [
    MyGivingRepository,
    MyGivingService,
    { provide: RECURRING_GIFTS_FOR_DONORS, useClass: NoRecurringGifts },
  ],
})
export class MyGivingModule {}
