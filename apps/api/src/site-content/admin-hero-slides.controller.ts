import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type HeroSlide } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminSiteContentService } from './admin-site-content.service.js';
import { SaveHeroSlideDto } from './dto/save-hero-slide.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: hero-slides')
@ApiBearerAuth()
@StaffRoles('content')
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
