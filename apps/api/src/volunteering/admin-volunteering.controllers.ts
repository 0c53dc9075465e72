import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VOLUNTEER_MESSAGES, type VolunteerApplication, type VolunteerRole } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminVolunteerApplicationsService } from './admin-volunteer-applications.service.js';
import { AdminVolunteerRolesService } from './admin-volunteer-roles.service.js';
import { SaveVolunteerRoleDto } from './dto/save-volunteer-role.dto.js';
import { UpdateVolunteerApplicationDto } from './dto/update-volunteer-application.dto.js';

@ApiTags('admin: volunteer-roles')
@ApiBearerAuth()
@Controller('admin/volunteer-roles')
export class AdminVolunteerRolesController {
  constructor(private readonly roles: AdminVolunteerRolesService) {}

  @Get()
  @ApiOkResponse({ description: 'Roles in page order by default; filters id, q (title, skills), isActive' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VolunteerRole[]> {
    return sendListPage(response, 'volunteer-roles', await this.roles.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<VolunteerRole> {
    return this.roles.get(id);
  }

  @Post()
  create(@Body() body: SaveVolunteerRoleDto): Promise<VolunteerRole> {
    return this.roles.create(body);
  }

  @Put(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveVolunteerRoleDto): Promise<VolunteerRole> {
    return this.roles.update(id, body);
  }

  @Delete(':id')
  @ApiConflictResponse({ description: VOLUNTEER_MESSAGES.roleInUse })
  remove(@Param('id', UuidParamPipe) id: string): Promise<VolunteerRole> {
    return this.roles.remove(id);
  }
}

/** Applications are written by visitors (POST /api/volunteer-applications); staff change their status. */
@ApiTags('admin: volunteer-applications')
@ApiBearerAuth()
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
