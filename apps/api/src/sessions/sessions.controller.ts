import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SESSION_MESSAGES, type PublicSession, type SessionJoinLink } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { Public } from '../common/public.decorator.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('sessions')
@Public()
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'Ongoing sessions (in page order), then archived ones; never a join link' })
  list(): Promise<PublicSession[]> {
    return this.sessions.listPublic();
  }

  @Get(':id/join')
  // The link is handed out only while the session is live: never kept by a cache.
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: 'The join link, while the session is live' })
  @ApiConflictResponse({ description: '"The next session starts at …", or the session is archived' })
  @ApiNotFoundResponse({ description: SESSION_MESSAGES.sessionNotFound })
  join(@Param('id', UuidParamPipe) id: string): Promise<SessionJoinLink> {
    return this.sessions.joinLink(id);
  }
}
