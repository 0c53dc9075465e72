import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminSession } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminSessionsService } from './admin-sessions.service.js';
import { SaveSessionDto } from './dto/save-session.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: sessions')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/sessions')
export class AdminSessionsController {
  constructor(private readonly sessions: AdminSessionsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Sessions in page order by default; filters id, q (title, instructor), status, type',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminSession[]> {
    return sendListPage(response, 'sessions', await this.sessions.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminSession> {
    return this.sessions.get(id);
  }

  @Post()
  create(@Body() body: SaveSessionDto): Promise<AdminSession> {
    return this.sessions.create(body);
  }

  @Put(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveSessionDto): Promise<AdminSession> {
    return this.sessions.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id', UuidParamPipe) id: string): Promise<AdminSession> {
    return this.sessions.remove(id);
  }
}
