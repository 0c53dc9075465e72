import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { type CreateCheckInLinkRequest } from '@foundation/shared';

/** `POST /api/admin/check-in-links`: the event and who or which door the link is for. */
export class CreateCheckInLinkDto implements CreateCheckInLinkRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'eventId must be an event id' })
  eventId: string;

  @ApiProperty({ maxLength: 100, example: 'Main gate, Ravi' })
  @IsString({ message: 'label must be text' })
  @MaxLength(100, { message: 'Label must be at most 100 characters' })
  label: string;
}
