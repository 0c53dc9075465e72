import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type CommunityProgram } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { SlugParamPipe } from '../common/http/slug-param.pipe.js';
import { Public } from '../common/public.decorator.js';
import { ListProgramsQuery } from './dto/list-programs.query.js';
import { ProgramsService } from './programs.service.js';

@ApiTags('community-programs')
@Public()
@Controller('community-programs')
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'Active community programs, newest first' })
  list(@Query() query: ListProgramsQuery): Promise<CommunityProgram[]> {
    return this.programs.listPublic(query.limit);
  }

  @Get(':slug')
  @CachePublicRead()
  @ApiOkResponse({ description: 'One active community program' })
  @ApiNotFoundResponse({ description: MESSAGES.programNotFound })
  findOne(
    @Param('slug', new SlugParamPipe(MESSAGES.programNotFound)) slug: string,
  ): Promise<CommunityProgram> {
    return this.programs.findPublicBySlug(slug);
  }
}
