import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import { type AdminRegistration } from './registration.admin-presenter.js';

/** Read-only: registrations are made by visitors, never edited here. */
@ApiTags('admin: registrations')
@ApiBearerAuth()
@Controller('admin/registrations')
export class AdminRegistrationsController {
  constructor(private readonly registrations: AdminRegistrationsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Registrations with their event, newest first; filters id, q, paymentStatus, eventId',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminRegistration[]> {
    return sendListPage(response, 'registrations', await this.registrations.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'CSV (Event, Name, Email, Phone, Address, Tickets, Amount, Status, Date) of the filtered rows',
  })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.registrations.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminRegistration> {
    return this.registrations.get(id);
  }
}
