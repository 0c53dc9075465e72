import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type VolunteerApplication } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminVolunteerApplicationsService } from './admin-volunteer-applications.service.js';
import { UpdateVolunteerApplicationDto } from './dto/update-volunteer-application.dto.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Applications are written by visitors (POST /api/volunteer-applications); staff change their status. */
@ApiTags('admin: volunteer-applications')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/volunteer-applications')
export class AdminVolunteerApplicationsController {
  constructor(private readonly applications: AdminVolunteerApplicationsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Applications, newest first; filters id, q (any text), status, roleId',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VolunteerApplication[]> {
    return sendListPage(response, 'volunteer-applications', await this.applications.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV of the filtered applications (the list screen’s columns)' })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.applications.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<VolunteerApplication> {
    return this.applications.get(id);
  }

  @Put(':id')
  update(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateVolunteerApplicationDto,
  ): Promise<VolunteerApplication> {
    return this.applications.update(id, body);
  }
}
