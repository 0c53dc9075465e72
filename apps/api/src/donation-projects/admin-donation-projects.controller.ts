import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DONATION_PROJECT_MESSAGES, type DonationProject } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminDonationProjectsService } from './admin-donation-projects.service.js';
import { SaveDonationProjectDto } from './dto/save-donation-project.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: donation-projects')
@ApiBearerAuth()
@StaffRoles('content')
@Controller('admin/donation-projects')
export class AdminDonationProjectsController {
  constructor(private readonly projects: AdminDonationProjectsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Projects in page order by default, each with raised (computed); filters id, q, isActive',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DonationProject[]> {
    return sendListPage(response, 'donation-projects', await this.projects.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<DonationProject> {
    return this.projects.get(id);
  }

  @Post()
  create(@Body() body: SaveDonationProjectDto): Promise<DonationProject> {
    return this.projects.create(body);
  }

  @Put(':id')
  update(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: SaveDonationProjectDto,
  ): Promise<DonationProject> {
    return this.projects.update(id, body);
  }

  @Delete(':id')
  @ApiConflictResponse({ description: DONATION_PROJECT_MESSAGES.inUse })
  remove(@Param('id', UuidParamPipe) id: string): Promise<DonationProject> {
    return this.projects.remove(id);
  }
}
