import { Module } from '@nestjs/common';
import { DonorLinksRepository } from './donor-links.repository.js';
import { DonorLinksService } from './donor-links.service.js';

/** The donor's "My giving" link tokens: made when a donation e-mail is queued, read by the My giving page. */
@Module({
  providers: [DonorLinksRepository, DonorLinksService],
  exports: [DonorLinksService],
})
export class DonorLinksModule {}
