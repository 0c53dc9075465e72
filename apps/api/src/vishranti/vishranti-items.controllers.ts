import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { PublicVishrantiItem, VishrantiItem } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { AdminVishrantiItemsService } from './admin-vishranti-items.service.js';
import { SaveVishrantiItemDto } from './dto/save-vishranti-item.dto.js';
import { toPublicVishrantiItem } from './vishranti-items.presenter.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

@ApiTags('vishranti')
@Public()
@Controller('vishranti-items')
export class VishrantiItemsController {
  constructor(
    private readonly repository: VishrantiItemsRepository,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @CachePublicRead()
  @ApiOkResponse({ description: 'Active regular programs then videos of /vishranti, each in their order' })
  async list(): Promise<PublicVishrantiItem[]> {
    const rows = await this.repository.findActive();
    return rows.map((row) => toPublicVishrantiItem(row, this.config.VIDEO_HOSTS));
  }
}

@ApiTags('admin: vishranti-items')
@ApiBearerAuth()
@Controller('admin/vishranti-items')
export class AdminVishrantiItemsController {
  constructor(private readonly items: AdminVishrantiItemsService) {}

  @Get()
  @ApiOkResponse({ description: 'Items in their order by default; filters id, q, kind, isActive' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<VishrantiItem[]> {
    return sendListPage(response, 'vishranti-items', await this.items.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<VishrantiItem> {
    return this.items.get(id);
  }

  @Post()
  create(@Body() body: SaveVishrantiItemDto): Promise<VishrantiItem> {
    return this.items.create(body);
  }

  @Put(':id')
  update(@Param('id', UuidParamPipe) id: string, @Body() body: SaveVishrantiItemDto): Promise<VishrantiItem> {
    return this.items.update(id, body);
  }

  @Delete(':id')
  remove(@Param('id', UuidParamPipe) id: string): Promise<VishrantiItem> {
    return this.items.remove(id);
  }
}
