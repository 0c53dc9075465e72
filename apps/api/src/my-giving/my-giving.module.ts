import { Module } from '@nestjs/common';
import { CertificatesModule } from '../certificates/index.js';
import { DonorLinksModule } from '../donor-links/index.js';
import { PersonalDataModule } from '../personal-data/index.js';
import { ReceiptsModule } from '../receipts/index.js';
import { GivingSettingsController } from './giving-settings.controller.js';
import { MyGivingController } from './my-giving.controller.js';
import { MyGivingRepository } from './my-giving.repository.js';
import { MyGivingService } from './my-giving.service.js';
import {
  RecurringGiftsModule,
  RecurringGiftsService,
  toRecurringGiftView,
} from '../recurring-gifts/index.js';
import { RECURRING_GIFTS_FOR_DONORS, type RecurringGiftsForDonors } from './recurring-gifts-for-donors.js';

/**
 * The donor's "My giving" page and the public giving settings. My giving reaches recurring gifts through
 * the RECURRING_GIFTS_FOR_DONORS port, bound here to the recurring gifts module's service.
 */
@Module({
  imports: [DonorLinksModule, ReceiptsModule, RecurringGiftsModule, CertificatesModule, PersonalDataModule],
  controllers: [MyGivingController, GivingSettingsController],
  providers: [
    MyGivingRepository,
    MyGivingService,
    {
      provide: RECURRING_GIFTS_FOR_DONORS,
      inject: [RecurringGiftsService],
      useFactory: (gifts: RecurringGiftsService): RecurringGiftsForDonors => ({
        listForEmail: (email) => gifts.listForEmail(email),
        cancel: async (giftId, by) => toRecurringGiftView(await gifts.cancel(giftId, by)),
      }),
    },
  ],
})
export class MyGivingModule {}
