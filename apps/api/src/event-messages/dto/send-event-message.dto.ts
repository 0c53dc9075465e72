import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  EVENT_MESSAGE_AUDIENCES,
  EVENT_MESSAGE_LIMITS,
  EVENT_MESSAGE_MESSAGES as M,
  type EventMessageAudience,
  type SendEventMessageRequest,
} from '@foundation/shared';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty Hindi text is "no Hindi version" (null). */
const trimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** A comma-separated list in a query string, or an array in a body. */
const idList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;

/** Who a message goes to (also the query of the recipients' count). */
export class EventMessageAudienceDto {
  @ApiProperty({ enum: EVENT_MESSAGE_AUDIENCES })
  @IsIn(EVENT_MESSAGE_AUDIENCES, { message: M.audience })
  audience: EventMessageAudience;

  @ApiPropertyOptional({ type: [String], description: 'Only these ticket types; all when empty' })
  @IsOptional()
  @Transform(idList)
  @IsArray({ message: M.ticketTypeIds })
  @ArrayMaxSize(EVENT_MESSAGE_LIMITS.ticketTypeIds, { message: M.ticketTypeIds })
  @IsUUID('all', { each: true, message: M.ticketTypeIds })
  ticketTypeIds?: string[];
}

/** Body of `POST /api/admin/events/{id}/messages`: plain text only (no HTML is ever passed on). */
export class SendEventMessageDto extends EventMessageAudienceDto implements SendEventMessageRequest {
  @ApiProperty({ maxLength: EVENT_MESSAGE_LIMITS.subject })
  @Transform(trimmed)
  @IsString({ message: M.subject })
  @IsNotEmpty({ message: M.subject })
  @MaxLength(EVENT_MESSAGE_LIMITS.subject, { message: M.subject })
  subject: string;

  @ApiProperty({
    maxLength: EVENT_MESSAGE_LIMITS.body,
    description: 'Plain text; web addresses become links',
  })
  @Transform(trimmed)
  @IsString({ message: M.body })
  @IsNotEmpty({ message: M.body })
  @MaxLength(EVENT_MESSAGE_LIMITS.body, { message: M.body })
  body: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: EVENT_MESSAGE_LIMITS.subject })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: M.subjectHi })
  @MaxLength(EVENT_MESSAGE_LIMITS.subject, { message: M.subjectHi })
  subjectHi?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: EVENT_MESSAGE_LIMITS.body })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: M.bodyHi })
  @MaxLength(EVENT_MESSAGE_LIMITS.body, { message: M.bodyHi })
  bodyHi?: string | null;
}
