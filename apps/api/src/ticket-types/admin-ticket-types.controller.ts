import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminTicketTypesService } from './admin-ticket-types.service.js';
import { CreateTicketTypeDto, TicketTypeInputDto } from './dto/ticket-type-input.dto.js';
import { type AdminTicketType } from './ticket-type.admin-presenter.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: ticket-types')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/ticket-types')
export class AdminTicketTypesController {
  constructor(private readonly ticketTypes: AdminTicketTypesService) {}

  @Get()
  @ApiOkResponse({
    description: 'Ticket types of every event with event title and seats; filters id, eventId, q',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminTicketType[]> {
    return sendListPage(response, 'ticket-types', await this.ticketTypes.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminTicketType> {
    return this.ticketTypes.get(id);
  }

  @Post()
  create(@Body() body: CreateTicketTypeDto): Promise<AdminTicketType> {
    return this.ticketTypes.create(body);
  }

  @Put(':id')
  @ApiConflictResponse({ description: 'The quantity would drop below the seats already sold or held' })
  update(@Param('id', UuidParamPipe) id: string, @Body() body: TicketTypeInputDto): Promise<AdminTicketType> {
    return this.ticketTypes.update(id, body);
  }

  @Delete(':id')
  @ApiConflictResponse({ description: 'The type has registrations (deactivate the event instead)' })
  remove(@Param('id', UuidParamPipe) id: string): Promise<AdminTicketType> {
    return this.ticketTypes.remove(id);
  }
}
