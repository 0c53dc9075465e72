import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PrivacyNotice } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { PrivacyService } from './privacy.service.js';

/** The site's /privacy page: the newest version of the notice, public and cached. */
@ApiTags('privacy')
@Public()
@Controller('privacy-notice')
export class PrivacyNoticeController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'The newest version of the privacy notice, in English and Hindi' })
  @ApiNotFoundResponse({ description: 'None published yet' })
  current(): Promise<PrivacyNotice> {
    return this.privacy.current();
  }
}
