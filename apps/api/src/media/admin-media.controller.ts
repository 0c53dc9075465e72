import { Controller, Delete, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminMediaService, type AdminMedia } from './admin-media.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** The Gallery screen: uploaded images with where they are used; unused ones can be deleted. */
@ApiTags('admin: media')
@ApiBearerAuth()
@StaffRoles('content')
@Controller('admin/media')
export class AdminMediaController {
  constructor(private readonly media: AdminMediaService) {}

  @Get()
  @ApiOkResponse({
    description: 'Uploaded images with usedIn, newest first; filters id, q (file name), target, used',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminMedia[]> {
    return sendListPage(response, 'media', await this.media.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminMedia> {
    return this.media.get(id);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The deleted image; its record and stored files are gone' })
  @ApiConflictResponse({
    description: 'The image is used by an event, a program, a donation project or a hero slide (named)',
  })
  remove(@Param('id', UuidParamPipe) id: string): Promise<AdminMedia> {
    return this.media.remove(id);
  }
}
