import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type EventDetail, type EventSummary } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { SlugParamPipe } from '../common/http/slug-param.pipe.js';
import { Public } from '../common/public.decorator.js';
import { ListEventsQuery } from './dto/list-events.query.js';
import { EventsService } from './events.service.js';

@ApiTags('events')
@Public()
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'Active events not yet ended, by start date ascending' })
  list(@Query() query: ListEventsQuery): Promise<EventSummary[]> {
    return this.events.listPublic(query.type, new Date(), query.category);
  }

  @Get(':slug')
  @CachePublicRead()
  @ApiOkResponse({ description: 'One active event with its ticket types and whether registration is open' })
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  findOne(@Param('slug', new SlugParamPipe(MESSAGES.eventNotFound)) slug: string): Promise<EventDetail> {
    return this.events.findPublicBySlug(slug);
  }
}
