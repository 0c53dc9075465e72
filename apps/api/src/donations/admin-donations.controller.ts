import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminDonationsService, type AdminDonation } from './admin-donations.service.js';

/** Read-only: donations are made by visitors through POST /api/create-order and their payment. */
@ApiTags('admin: donations')
@ApiBearerAuth()
@Controller('admin/donations')
export class AdminDonationsController {
  constructor(private readonly donations: AdminDonationsService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Donations, newest first; filters id, q (name, e-mail or phone), paymentStatus, donationType',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminDonation[]> {
    return sendListPage(response, 'donations', await this.donations.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'CSV (Name, Email, Phone, Type, Amount, Status, Payment ID, Date) of the filtered donations, formulas neutralised',
  })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.donations.exportCsv(query, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminDonation> {
    return this.donations.get(id);
  }
}
