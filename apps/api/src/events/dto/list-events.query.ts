import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import { EVENT_CATEGORIES, EVENT_TYPES, type EventCategory, type EventType } from '@foundation/shared';

export class ListEventsQuery {
  @ApiPropertyOptional({ enum: EVENT_TYPES, description: 'Only events of this type' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: 'type must be online or offline' })
  type?: EventType;

  @ApiPropertyOptional({
    type: 'string',
    example: 'retreat,yatra',
    description: `Only events of these categories, comma-separated (${EVENT_CATEGORIES.join(', ')})`,
  })
  @IsOptional()
  // "retreat,yatra" → ['retreat', 'yatra']; anything but one string (a repeated parameter) stays as sent and
  // fails the checks below.
  @Transform(({ value }) => (typeof value === 'string' ? value.split(',') : value))
  @IsArray({ message: 'category must be a comma-separated list of categories' })
  @ArrayMaxSize(EVENT_CATEGORIES.length, { message: 'category names too many categories' })
  @IsIn(EVENT_CATEGORIES, {
    each: true,
    message: `category must be among ${EVENT_CATEGORIES.join(', ')}`,
  })
  category?: EventCategory[];
}
