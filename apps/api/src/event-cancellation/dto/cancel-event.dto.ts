import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  EVENT_CANCEL_REASON_MAX,
  EVENT_CANCELLATION_MESSAGES as M,
  type CancelEventRequest,
} from '@foundation/shared';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty Hindi reason is "no Hindi version" (null): Hindi bookings then read the English one. */
const trimmedOrNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

/** Body of `POST /api/admin/events/{id}/cancel`: why, in English and optionally Hindi (plain text). */
export class CancelEventDto implements CancelEventRequest {
  @ApiProperty({ maxLength: EVENT_CANCEL_REASON_MAX, description: 'Told to every attendee' })
  @Transform(trimmed)
  @IsString({ message: M.reasonRequired })
  @IsNotEmpty({ message: M.reasonRequired })
  @MaxLength(EVENT_CANCEL_REASON_MAX, { message: M.reasonTooLong })
  reason: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: EVENT_CANCEL_REASON_MAX })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString({ message: M.reasonTooLong })
  @MaxLength(EVENT_CANCEL_REASON_MAX, { message: M.reasonTooLong })
  reasonHi?: string | null;
}
