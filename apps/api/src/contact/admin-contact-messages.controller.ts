import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminContactMessagesService, type AdminContactMessage } from './admin-contact-messages.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Read-only: messages are written by visitors through POST /api/contact. */
@ApiTags('admin: contact-messages')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/contact-messages')
export class AdminContactMessagesController {
  constructor(private readonly messages: AdminContactMessagesService) {}

  @Get()
  @ApiOkResponse({ description: 'Contact messages, newest first; filters id, q (name, number or message)' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminContactMessage[]> {
    return sendListPage(response, 'contact-messages', await this.messages.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'CSV (Full Name, WhatsApp Number, Message, Received) of the filtered messages',
  })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.messages.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminContactMessage> {
    return this.messages.get(id);
  }
}
