import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type EventReminderSettings } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { SaveReminderSettingsDto } from './dto/save-reminder-settings.dto.js';
import { EventRemindersService } from './event-reminders.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: events')
@ApiBearerAuth()
@StaffRoles('events')
@Controller('admin/events/:id/reminders')
export class AdminEventRemindersController {
  constructor(private readonly reminders: EventRemindersService) {}

  @Get()
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  get(@Param('id', UuidParamPipe) id: string): Promise<EventReminderSettings> {
    return this.reminders.settings(id);
  }

  @Put()
  @ApiBadRequestResponse({ description: 'A start time that is not HH:MM, or a join link that is not https' })
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  save(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: SaveReminderSettingsDto,
  ): Promise<EventReminderSettings> {
    return this.reminders.save(id, body);
  }
}
