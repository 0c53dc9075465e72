import { Module } from '@nestjs/common';
import { MediaVariantsModule } from '../media/index.js';
import { DonationProjectsController } from './donation-projects.controller.js';
import { DonationProjectsService } from './donation-projects.service.js';
import { ProjectsRepository } from './projects.repository.js';

/** Donation projects on the public site (the Contribute page), and the check of a designated donation. */
@Module({
  imports: [MediaVariantsModule],
  controllers: [DonationProjectsController],
  providers: [ProjectsRepository, DonationProjectsService],
  exports: [DonationProjectsService],
})
export class DonationProjectsModule {}
