import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AdminDonation, PreArnSummary, StatementSummary } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminDonationsService } from './admin-donations.service.js';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { RecordOfflineGiftDto } from './dto/record-offline-gift.dto.js';
import { CancelReceiptDto } from './dto/cancel-receipt.dto.js';
import { CorrectReceiptDto } from './dto/correct-receipt.dto.js';
import { RefundDonationDto } from './dto/refund-donation.dto.js';
import { AddPreArnsDto } from './dto/add-pre-arns.dto.js';
import { DonationRefundsService } from './donation-refunds.service.js';
import { ReceiptCorrectionsService } from './receipt-corrections.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

const FINANCIAL_YEAR_QUERY = {
  name: 'financialYear',
  required: true,
  example: '2026-27',
  description: 'The Indian financial year (1 April to 31 March, India time)',
} as const;

/** Donations are made by visitors through POST /api/create-order; staff read them, their receipts and exports. */
@ApiTags('admin: donations')
@ApiBearerAuth()
@StaffRoles('finance')
@Controller('admin/donations')
export class AdminDonationsController {
  constructor(
    private readonly donations: AdminDonationsService,
    private readonly refunds: DonationRefundsService,
    private readonly corrections: ReceiptCorrectionsService,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'Donations, newest first; filters id, q (name, e-mail or phone), paymentStatus, donationType, financialYear (2026-27), is80G, fcra',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminDonation[]> {
    return sendListPage(response, 'donations', await this.donations.list(query));
  }

  @Post()
  @ApiCreatedResponse({
    description: 'The gift received offline, completed, with its receipt number (audited)',
  })
  @ApiBadRequestResponse({
    description:
      'A field is wrong: receivedOn in the future or too long ago, amount not a whole positive number, a cheque without its number, a PAN of the wrong shape, an unknown mode',
  })
  recordOffline(
    @Body() dto: RecordOfflineGiftDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<AdminDonation> {
    return this.donations.recordOffline(dto, admin?.id ?? null);
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
  @ApiBadRequestResponse({
    description:
      'financialYear is not a financial year like 2026-27, or is under the Income-tax Act, 2025 (Form 113)',
  })
  @ApiConflictResponse({ description: 'The foundation’s 80G registration is not configured' })
  async exportForm10bd(
    @Query('financialYear') financialYear: unknown,
    @Res() response: Response,
  ): Promise<void> {
    await this.donations.exportForm10bd(financialYear, response);
  }

  @Get('statement.csv')
  @ApiProduces('text/csv')
  @ApiQuery({
    ...FINANCIAL_YEAR_QUERY,
    name: 'year',
    description: 'The tax year (1 April to 31 March, India time)',
  })
  @ApiOkResponse({
    description:
      'The statement of donations of the year’s tax regime, Part B: Form 113 from 2026-27, Form 10BD before; UTF-8 with BOM',
  })
  @ApiBadRequestResponse({ description: 'year is not a year like 2026-27' })
  @ApiConflictResponse({ description: 'The foundation’s approval under the year’s regime is not configured' })
  async exportStatement(@Query('year') year: unknown, @Res() response: Response): Promise<void> {
    await this.donations.exportStatement(year, response);
  }

  @Get('statement-summary')
  @ApiQuery({
    ...FINANCIAL_YEAR_QUERY,
    name: 'year',
    description: 'The tax year (1 April to 31 March, India time)',
  })
  @ApiOkResponse({
    description: 'The year’s statement: its form, due day, what it will report and what it cannot (no PAN)',
  })
  @ApiBadRequestResponse({ description: 'year is not a year like 2026-27' })
  statementSummary(@Query('year') year: unknown): Promise<StatementSummary> {
    return this.donations.statementSummary(year);
  }

  @Post('pre-arns')
  @ApiCreatedResponse({
    description:
      '`{added, skipped, summary}`: the year’s deductible receipts quote the numbers in this order (audited)',
  })
  @ApiBadRequestResponse({
    description:
      'year is not a year like 2026-27, or numbers is empty, over 1,000 or has a line that is not one',
  })
  @ApiConflictResponse({ description: 'A number was already added for another tax year' })
  addPreArns(
    @Body() dto: AddPreArnsDto,
    @CurrentAdmin() admin: AdminProfile,
  ): Promise<{ added: number; skipped: number; summary: PreArnSummary }> {
    return this.donations.addPreArns(dto.year, dto.numbers, admin?.id ?? null);
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

  @Get('fcra.csv')
  @ApiProduces('text/csv')
  @ApiQuery({ ...FINANCIAL_YEAR_QUERY, name: 'year' })
  @ApiOkResponse({
    description:
      'The year’s foreign contributions (taken on the FCRA account): Date, Name, Email, Phone, Address, ' +
      'Amount (INR), Purpose (project), Payment ID, Receipt number; UTF-8 with BOM',
  })
  @ApiBadRequestResponse({ description: 'year is not a financial year like 2026-27' })
  async exportFcra(@Query('year') year: unknown, @Res() response: Response): Promise<void> {
    await this.donations.exportFcra(year, response);
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

  @Post(':id/cancel-receipt')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The donation with its latest receipt cancelled (number kept, PDF marked, donor e-mailed, out of the statement); a second call changes nothing',
  })
  @ApiConflictResponse({ description: 'The statement of the gift’s year is already due (31 May after it)' })
  cancelReceipt(
    @Param('id', UuidParamPipe) id: string,
    @Body() dto: CancelReceiptDto,
  ): Promise<AdminDonation> {
    return this.donations.cancelReceipt(id, dto.reason);
  }

  @Post(':id/refund')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The gift paid online, its whole amount asked back of the payment provider (audited); its receipt is cancelled once the refund is processed. A failed refund is asked again by the same call (retry). The answer’s refund says its state',
  })
  @ApiConflictResponse({
    description:
      'A gift received offline (cancel its receipt instead), never paid, already refunded or being refunded, or of a year whose statement is due',
  })
  async refund(
    @Param('id', UuidParamPipe) id: string,
    @Body() dto: RefundDonationDto,
  ): Promise<AdminDonation> {
    await this.refunds.refund(id, dto.reason);
    return this.donations.get(id);
  }

  @Post(':id/correct-receipt')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The donation with its corrected receipt: the old one cancelled (replaced by the new), a new number from the same series replacing it; audited, the donor e-mailed the new receipt',
  })
  @ApiBadRequestResponse({
    description: 'A PAN of the wrong shape, a PAN without an address, or nothing that changes',
  })
  @ApiConflictResponse({
    description: 'No valid receipt, a refunded gift, or a year whose statement is due',
  })
  async correctReceipt(
    @Param('id', UuidParamPipe) id: string,
    @Body() dto: CorrectReceiptDto,
  ): Promise<AdminDonation> {
    await this.corrections.correct(id, dto);
    return this.donations.get(id);
  }

  @Post(':id/resend-receipt')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '`{queued: true}`: the receipt e-mail is queued again' })
  @ApiConflictResponse({ description: 'No receipt yet, or no e-mail address' })
  resendReceipt(@Param('id', UuidParamPipe) id: string): Promise<{ queued: true }> {
    return this.donations.resendReceipt(id);
  }
}
