import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EVENT_TYPES, type EventType } from '@foundation/shared';

export class ListEventsQuery {
  @ApiPropertyOptional({ enum: EVENT_TYPES, description: 'Only events of this type' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: 'type must be online or offline' })
  type?: EventType;
}
