import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CHECK_IN_MESSAGES, type CheckInLink, type EventCheckInFigures } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { CheckInLinksService } from './check-in-links.service.js';
import { CheckInService } from './check-in.service.js';
import { CreateCheckInLinkDto } from './dto/create-check-in-link.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** Volunteers' check-in links (react-admin resource `check-in-links`); revoking is DELETE (the row stays). */
@ApiTags('admin: check-in-links')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/check-in-links')
export class AdminCheckInLinksController {
  constructor(private readonly links: CheckInLinksService) {}

  @Get()
  @ApiOkResponse({ description: 'Links, newest first; filters id, eventId. Each with its whole URL to copy' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckInLink[]> {
    return sendListPage(response, 'check-in-links', await this.links.list(query));
  }

  @Get(':id')
  @ApiNotFoundResponse({ description: CHECK_IN_MESSAGES.linkNotFound })
  get(@Param('id', UuidParamPipe) id: string): Promise<CheckInLink> {
    return this.links.get(id);
  }

  @Post()
  @ApiOkResponse({
    description: 'The new link; it expires at the end of the day after the event ends (India)',
  })
  create(@Body() body: CreateCheckInLinkDto): Promise<CheckInLink> {
    return this.links.create(body);
  }

  @Delete(':id')
  @ApiOkResponse({ description: 'The link, revoked: it answers 401 from now on (kept for the figures)' })
  @ApiNotFoundResponse({ description: CHECK_IN_MESSAGES.linkNotFound })
  revoke(@Param('id', UuidParamPipe) id: string): Promise<CheckInLink> {
    return this.links.revoke(id);
  }
}

/** An event's check-in figures for its admin page. */
@ApiTags('admin: events')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/events')
export class AdminEventCheckInController {
  constructor(private readonly checkIn: CheckInService) {}

  @Get(':id/check-in')
  @ApiOkResponse({ description: 'Expected and checked-in admissions, by ticket type and by device' })
  @ApiNotFoundResponse({ description: CHECK_IN_MESSAGES.eventNotFound })
  figures(@Param('id', UuidParamPipe) id: string): Promise<EventCheckInFigures> {
    return this.checkIn.figures(id);
  }
}
