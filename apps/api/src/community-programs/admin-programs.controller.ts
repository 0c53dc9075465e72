import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type CommunityProgram } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminProgramsService } from './admin-programs.service.js';
import { CreateProgramDto, SaveProgramDto } from './dto/save-program.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: community-programs')
@ApiBearerAuth()
@StaffRoles('content')
@Controller('admin/community-programs')
export class AdminProgramsController {
  constructor(private readonly programs: AdminProgramsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Programs, newest first by default; filters id, q (title), category, isActive',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CommunityProgram[]> {
    return sendListPage(response, 'community-programs', await this.programs.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<CommunityProgram> {
    return this.programs.get(id);
  }

  @Post()
  create(@Body() body: CreateProgramDto): Promise<CommunityProgram> {
    return this.programs.create(body);
  }

  @Put(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveProgramDto): Promise<CommunityProgram> {
    return this.programs.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id', UuidParamPipe) id: string): Promise<CommunityProgram> {
    return this.programs.remove(id);
  }
}
