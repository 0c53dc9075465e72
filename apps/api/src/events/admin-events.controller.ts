import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { MESSAGES } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminEventsService } from './admin-events.service.js';
import { SaveEventDto } from './dto/save-event.dto.js';
import { type AdminEvent } from './event.admin-presenter.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: events')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/events')
export class AdminEventsController {
  constructor(private readonly events: AdminEventsService) {}

  @Get()
  // Finance reads events too: the registrations it refunds are listed and filtered by event.
  @StaffRoles('events', 'finance')
  @ApiOkResponse({
    description: 'Events, newest first by default; filters id, q (title), eventType, isActive, isPaid',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminEvent[]> {
    return sendListPage(response, 'events', await this.events.list(query));
  }

  @Get(':id')
  @StaffRoles('events', 'finance')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminEvent> {
    return this.events.get(id);
  }

  @Post()
  @ApiBadRequestResponse({ description: 'A rule of docs/product.md §5, with the field named in `fields`' })
  @ApiConflictResponse({ description: MESSAGES.urlSlugInUse })
  create(@Body() body: SaveEventDto): Promise<AdminEvent> {
    return this.events.create(body);
  }

  @Put(':id')
  @ApiBadRequestResponse({ description: 'A rule of docs/product.md §5, with the field named in `fields`' })
  @ApiConflictResponse({ description: `${MESSAGES.urlSlugInUse}, or a ticket type that has registrations` })
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveEventDto): Promise<AdminEvent> {
    return this.events.update(id, body);
  }

  @Delete(':id')
  @ApiConflictResponse({ description: 'The event has registrations (deactivate it instead)' })
  remove(@Param('id', UuidParamPipe) id: string): Promise<AdminEvent> {
    return this.events.remove(id);
  }
}
