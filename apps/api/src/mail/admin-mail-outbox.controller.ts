import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AdminOutboxMessage } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminMailOutboxService } from './admin-mail-outbox.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Every e-mail the product queued, read-only but for "Send again". */
@ApiTags('admin: mail outbox')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/mail-outbox')
export class AdminMailOutboxController {
  constructor(private readonly outbox: AdminMailOutboxService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Queued e-mails, newest first; filters id, q (recipient or subject), status, kind, createdFrom and createdTo (YYYY-MM-DD, India time, inclusive)',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminOutboxMessage[]> {
    return sendListPage(response, 'mail-outbox', await this.outbox.list(query));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One queued e-mail (without its body)' })
  @ApiNotFoundResponse({ description: 'No such e-mail' })
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminOutboxMessage> {
    return this.outbox.get(id);
  }

  @Post(':id/resend')
  @HttpCode(HttpStatus.CREATED)
  @ApiCreatedResponse({ description: 'The new outbox entry: a copy of the message, queued and being sent' })
  @ApiNotFoundResponse({ description: 'No such e-mail' })
  @ApiConflictResponse({ description: 'The e-mail, or a copy of it, is still waiting to be sent' })
  resend(@Param('id', UuidParamPipe) id: string): Promise<AdminOutboxMessage> {
    return this.outbox.resend(id);
  }
}
