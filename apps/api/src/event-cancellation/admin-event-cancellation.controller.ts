import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { EVENT_CANCELLATION_MESSAGES, MESSAGES, type EventCancellationProgress } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { CancelEventDto } from './dto/cancel-event.dto.js';
import { EventCancellationService } from './event-cancellation.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: events')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/events/:id')
export class AdminEventCancellationController {
  constructor(private readonly cancellation: EventCancellationService) {}

  /** Cancels the event as a resumable job; a second call continues it. */
  @Post('cancel')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The job runs: its progress so far' })
  @ApiBadRequestResponse({ description: EVENT_CANCELLATION_MESSAGES.reasonRequired })
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  @ApiConflictResponse({ description: EVENT_CANCELLATION_MESSAGES.ended })
  cancel(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: CancelEventDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<EventCancellationProgress> {
    return this.cancellation.cancel(id, body, admin);
  }

  @Get('cancellation')
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  progress(@Param('id', UuidParamPipe) id: string): Promise<EventCancellationProgress> {
    return this.cancellation.progress(id);
  }
}
