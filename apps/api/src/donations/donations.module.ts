import { Module } from '@nestjs/common';
import { DonorLinksModule } from '../donor-links/donor-links.module.js';
import { DonationProjectsModule } from '../projects/donation-projects.module.js';
import { DonationCompletion } from './donation-completion.js';
import { DonationPayable } from './donation-payable.js';
import { DonationsController } from './donations.controller.js';
import { DonationsRepository } from './donations.repository.js';
import { DonationsService } from './donations.service.js';

@Module({
  imports: [DonorLinksModule, DonationProjectsModule],
  controllers: [DonationsController],
  providers: [DonationsService, DonationsRepository, DonationPayable, DonationCompletion],
  exports: [DonationsService, DonationCompletion, DonationsRepository],
})
export class DonationsModule {}
