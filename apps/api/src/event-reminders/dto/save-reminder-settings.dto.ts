import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, Matches, MaxLength, ValidateIf } from 'class-validator';
import { REMINDER_MESSAGES, TIME_OF_DAY_PATTERN } from '@foundation/shared';

/** Body of `PUT /api/admin/events/{id}/reminders`: any of the three settings; null clears a text. */
export class SaveReminderSettingsDto {
  @ApiPropertyOptional({ description: 'Off: no reminder goes to anyone for this event' })
  @IsOptional()
  @IsBoolean({ message: 'remindersEnabled must be true or false' })
  remindersEnabled?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, example: '18:30', description: 'HH:MM India time' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @Matches(TIME_OF_DAY_PATTERN, { message: REMINDER_MESSAGES.startTime })
  startTime?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The online event’s join link (https)' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @MaxLength(2000, { message: REMINDER_MESSAGES.joinUrl })
  @Matches(/^https:\/\/\S+$/, { message: REMINDER_MESSAGES.joinUrl })
  joinUrl?: string | null;
}
