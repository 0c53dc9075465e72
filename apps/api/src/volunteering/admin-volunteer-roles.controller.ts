import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VOLUNTEER_MESSAGES, type VolunteerRole } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminVolunteerRolesService } from './admin-volunteer-roles.service.js';
import { SaveVolunteerRoleDto } from './dto/save-volunteer-role.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: volunteer-roles')
@ApiBearerAuth()
@StaffRoles('content')
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
