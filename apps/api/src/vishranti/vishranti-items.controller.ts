import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicVishrantiItem } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { AppConfig } from '../config/app-config.js';
import { toPublicVishrantiItem } from './vishranti-items.presenter.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

@ApiTags('vishranti')
@Public()
@Controller('vishranti-items')
export class VishrantiItemsController {
  constructor(
    private readonly repository: VishrantiItemsRepository,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'Active regular programs then videos of /vishranti, each in their order' })
  async list(): Promise<PublicVishrantiItem[]> {
    const rows = await this.repository.findActive();
    return rows.map((row) => toPublicVishrantiItem(row, this.config.VIDEO_HOSTS));
  }
}
