import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminDonation } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminDonationsService } from './admin-donations.service.js';

const FINANCIAL_YEAR_QUERY = {
  name: 'financialYear',
  required: true,
  example: '2026-27',
  description: 'The Indian financial year (1 April to 31 March, India time)',
} as const;

/** Donations are made by visitors through POST /api/create-order; staff read them, their receipts and exports. */
@ApiTags('admin: donations')
@ApiBearerAuth()
@Controller('admin/donations')
export class AdminDonationsController {
  constructor(private readonly donations: AdminDonationsService) {}

  @Get()
  @ApiOkResponse({
    description:
      'Donations, newest first; filters id, q (name, e-mail or phone), paymentStatus, donationType, financialYear (2026-27), is80G',
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

  @Get('form-10bd.csv')
  @ApiProduces('text/csv')
  @ApiQuery(FINANCIAL_YEAR_QUERY)
  @ApiOkResponse({
    description:
      'Form 10BD Part B for the income-tax portal: one row per donor (PAN), donation type and mode; UTF-8 with BOM',
  })
  @ApiBadRequestResponse({ description: 'financialYear is not a financial year like 2026-27' })
  @ApiConflictResponse({ description: 'The foundation’s 80G registration is not configured' })
  async exportForm10bd(
    @Query('financialYear') financialYear: unknown,
    @Res() response: Response,
  ): Promise<void> {
    await this.donations.exportForm10bd(financialYear, response);
  }

  @Get('form-10bd-unreportable.csv')
  @ApiProduces('text/csv')
  @ApiQuery(FINANCIAL_YEAR_QUERY)
  @ApiOkResponse({
    description:
      'The year’s completed donations Form 10BD cannot report (no PAN): Name, Email, Phone, Amount, Date, Receipt number',
  })
  @ApiBadRequestResponse({ description: 'financialYear is not a financial year like 2026-27' })
  async exportUnreportable(
    @Query('financialYear') financialYear: unknown,
    @Res() response: Response,
  ): Promise<void> {
    await this.donations.exportUnreportable(financialYear, response);
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminDonation> {
    return this.donations.get(id);
  }

  @Get(':id/receipt.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The donation’s latest receipt; 404 before it has one' })
  async receiptPdf(@Param('id', UuidParamPipe) id: string, @Res() response: Response): Promise<void> {
    const { pdf, fileName } = await this.donations.receiptPdf(id);
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .end(pdf);
  }

  @Post(':id/resend-receipt')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '`{queued: true}`: the receipt e-mail is queued again' })
  @ApiConflictResponse({ description: 'No receipt yet, or no e-mail address' })
  resendReceipt(@Param('id', UuidParamPipe) id: string): Promise<{ queued: true }> {
    return this.donations.resendReceipt(id);
  }
}
