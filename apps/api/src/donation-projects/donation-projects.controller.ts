import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicDonationProject } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { DonationProjectsService } from './donation-projects.service.js';

@ApiTags('donation-projects')
@Public()
@Controller('donation-projects')
export class DonationProjectsController {
  constructor(private readonly projects: DonationProjectsService) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({
    description:
      'Active projects in their order, with raised and percentFunded computed from completed donations',
  })
  list(): Promise<PublicDonationProject[]> {
    return this.projects.listPublic();
  }
}
