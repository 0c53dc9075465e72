import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminPrivacyNotice } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';
import { PublishPrivacyNoticeDto } from './dto/publish-privacy-notice.dto.js';
import { PrivacyService } from './privacy.service.js';

/** Versions of the privacy notice: owners only. Publishing adds a version. */
@ApiTags('admin: privacy')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/privacy-notices')
export class AdminPrivacyNoticesController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  @ApiOkResponse({ description: 'Every published version, newest first' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminPrivacyNotice[]> {
    return sendListPage(response, 'privacy-notices', await this.privacy.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminPrivacyNotice> {
    return this.privacy.get(id);
  }

  @Post()
  @ApiCreatedResponse({ description: 'The new version, published at once' })
  publish(
    @Body() body: PublishPrivacyNoticeDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<AdminPrivacyNotice> {
    return this.privacy.publish(body, admin);
  }
}
