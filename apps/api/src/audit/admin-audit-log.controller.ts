import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuditLogEntry } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminAuditLogService } from './admin-audit-log.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/** Read-only on purpose: the API offers no way to add, edit or delete an entry. */
@ApiTags('admin: audit-log')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(private readonly audit: AdminAuditLogService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Audit log entries, newest first; filters id, q, actorId, actorEmail, action, resource, resourceId, at_gte, at_lte (YYYY-MM-DD, India time)',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuditLogEntry[]> {
    return sendListPage(response, 'audit-log', await this.audit.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'CSV (At, Admin, Address, Action, Resource, Resource ID, Changes, Details) of the filtered entries',
  })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.audit.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AuditLogEntry> {
    return this.audit.get(id);
  }
}
