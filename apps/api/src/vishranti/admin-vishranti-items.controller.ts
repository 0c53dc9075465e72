import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { VishrantiItem } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminVishrantiItemsService } from './admin-vishranti-items.service.js';
import { SaveVishrantiItemDto } from './dto/save-vishranti-item.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

@ApiTags('admin: vishranti-items')
@ApiBearerAuth()
@StaffRoles('content')
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
