import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  EVENT_MESSAGE_MESSAGES,
  MESSAGES,
  type EventMessageRecipientCount,
  type EventMessageRecord,
} from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { EventMessageAudienceDto, SendEventMessageDto } from './dto/send-event-message.dto.js';
import { EventMessagesService } from './event-messages.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: events')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/events/:id/messages')
export class AdminEventMessagesController {
  constructor(private readonly messages: EventMessagesService) {}

  @Get()
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  list(@Param('id', UuidParamPipe) id: string): Promise<EventMessageRecord[]> {
    return this.messages.list(id);
  }

  /** How many the audience reaches now, before sending. */
  @Get('recipients')
  @ApiBadRequestResponse({ description: EVENT_MESSAGE_MESSAGES.audience })
  count(
    @Param('id', UuidParamPipe) id: string,
    @Query() query: EventMessageAudienceDto,
  ): Promise<EventMessageRecipientCount> {
    return this.messages.count(id, query);
  }

  @Post()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: '`{ recipients }`: the e-mails are queued' })
  @ApiBadRequestResponse({ description: 'An empty or too long subject or body, an unknown audience' })
  @ApiConflictResponse({ description: EVENT_MESSAGE_MESSAGES.noRecipients })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this admin in the window' })
  send(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: SendEventMessageDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<{ recipients: number }> {
    return this.messages.send(id, body, admin);
  }
}
