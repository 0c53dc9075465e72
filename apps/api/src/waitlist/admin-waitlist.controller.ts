import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { WAITLIST_MESSAGES, type AdminWaitlistEntry } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminWaitlistService } from './admin-waitlist.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** The waiting lists in the admin API: entries are made by visitors; staff offer seats or remove entries. */
@ApiTags('admin: waitlist-entries')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/waitlist-entries')
export class AdminWaitlistController {
  constructor(private readonly waitlist: AdminWaitlistService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Entries in line order by default; filters id, q (name, e-mail, phone, event), eventId, ticketTypeId, status',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminWaitlistEntry[]> {
    return sendListPage(response, 'waitlist-entries', await this.waitlist.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminWaitlistEntry> {
    return this.waitlist.get(id);
  }

  @Post(':id/offer')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Seats were offered to this entry now (held, e-mailed)' })
  @ApiConflictResponse({ description: `${WAITLIST_MESSAGES.notWaiting}; ${WAITLIST_MESSAGES.doesNotFit}` })
  offer(@Param('id', UuidParamPipe) id: string): Promise<AdminWaitlistEntry> {
    return this.waitlist.offerNow(id);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The entry is removed from the line (an open offer is withdrawn)' })
  remove(@Param('id', UuidParamPipe) id: string): Promise<AdminWaitlistEntry> {
    return this.waitlist.remove(id);
  }
}
