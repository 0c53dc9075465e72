import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { SITE_CONTENT_ID, type HeroSlide, type SiteContent } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminSiteContentService } from './admin-site-content.service.js';
import { SaveHeroSlideDto } from './dto/save-hero-slide.dto.js';
import { SaveSiteContentDto } from './dto/save-site-content.dto.js';

@ApiTags('admin: hero-slides')
@ApiBearerAuth()
@Controller('admin/hero-slides')
export class AdminHeroSlidesController {
  constructor(private readonly content: AdminSiteContentService) {}

  @Get()
  @ApiOkResponse({ description: 'Slides in carousel order by default; filters id, q (title, description)' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HeroSlide[]> {
    return sendListPage(response, 'hero-slides', await this.content.listSlides(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<HeroSlide> {
    return this.content.getSlide(id);
  }

  @Post()
  create(@Body() body: SaveHeroSlideDto): Promise<HeroSlide> {
    return this.content.createSlide(body);
  }

  @Put(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveHeroSlideDto): Promise<HeroSlide> {
    return this.content.updateSlide(id, body);
  }

  @Delete(':id')
  remove(@Param('id', UuidParamPipe) id: string): Promise<HeroSlide> {
    return this.content.removeSlide(id);
  }
}

/** The one record of page texts (react-admin's edit form of resource `site-content`, id `current`). */
@ApiTags('admin: site-content')
@ApiBearerAuth()
@Controller('admin/site-content')
export class AdminSiteContentController {
  constructor(private readonly content: AdminSiteContentService) {}

  @Get(':id')
  @ApiParam({ name: 'id', enum: [SITE_CONTENT_ID] })
  get(@Param('id') id: string): Promise<SiteContent> {
    return this.content.getPageTexts(id);
  }

  @Put(':id')
  @ApiParam({ name: 'id', enum: [SITE_CONTENT_ID] })
  update(@Param('id') id: string, @Body() body: SaveSiteContentDto): Promise<SiteContent> {
    return this.content.updatePageTexts(id, body);
  }
}
