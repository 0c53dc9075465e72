import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import {
  AdminNewsletterSubscribersService,
  type AdminNewsletterSubscriber,
} from './admin-newsletter-subscribers.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Read-only: addresses are signed up by visitors through POST /api/newsletter. */
@ApiTags('admin: newsletter-subscribers')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/newsletter-subscribers')
export class AdminNewsletterSubscribersController {
  constructor(private readonly subscribers: AdminNewsletterSubscribersService) {}

  @Get()
  @ApiOkResponse({ description: 'Subscribers, newest first; filters id, q (e-mail)' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminNewsletterSubscriber[]> {
    return sendListPage(response, 'newsletter-subscribers', await this.subscribers.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV (Email, Subscribed) of the filtered subscribers' })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.subscribers.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminNewsletterSubscriber> {
    return this.subscribers.get(id);
  }
}
