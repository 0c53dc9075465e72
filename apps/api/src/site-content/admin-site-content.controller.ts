import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { SITE_CONTENT_ID, type SiteContent } from '@foundation/shared';
import { AdminSiteContentService } from './admin-site-content.service.js';
import { SaveSiteContentDto } from './dto/save-site-content.dto.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** The one record of page texts (react-admin's edit form of resource `site-content`, id `current`). */
@ApiTags('admin: site-content')
@ApiBearerAuth()
@StaffRoles('content')
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
