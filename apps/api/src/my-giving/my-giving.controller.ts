import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { requestLocale } from '../common/http/request-locale.js';
import {
  ACCESS_TOKEN_HEADER,
  type ErasureReport,
  type MyDataExport,
  type MyGivingResponse,
  type RecurringGiftResponse,
} from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { DonorTaxDetailsDto } from './dto/donor-tax-details.dto.js';
import { MyGivingService } from './my-giving.service.js';

const TOKEN = ACCESS_TOKEN_HEADER.toLowerCase();

/** The donor's own page; every route needs the donor's link token as the X-Access-Token header. */
@ApiTags('my giving')
@Public()
@ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true, description: "The token of the donor's link" })
@ApiNotFoundResponse({ description: 'No token, an unknown one, or something that is not the donor’s' })
@Controller('my-giving')
export class MyGivingController {
  constructor(private readonly myGiving: MyGivingService) {}

  @Get()
  @ApiOkResponse({ description: "The donor's gifts, receipts and recurring gifts" })
  view(@Headers(TOKEN) token: string | undefined): Promise<MyGivingResponse> {
    return this.myGiving.view(token);
  }

  @Get('my-data')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    description:
      "Everything held about the donor's e-mail address: donations and receipts, recurring gifts, registrations, waiting list, contact messages, volunteering, newsletter, consents",
  })
  myData(@Headers(TOKEN) token: string | undefined): Promise<MyDataExport> {
    return this.myGiving.myData(token);
  }

  @Post('erase')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'private, no-store')
  @LimitPerAddress('personalData')
  @ApiOkResponse({
    description:
      'Erased everything of the e-mail address that no law keeps (idempotent); gifts with receipts are kept as tax records, and the answer says until when',
  })
  erase(@Headers(TOKEN) token: string | undefined): Promise<ErasureReport> {
    return this.myGiving.erase(token);
  }

  @Get('receipts/:receiptId/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "One of the donor's receipts as a PDF" })
  async receiptPdf(
    @Headers(TOKEN) token: string | undefined,
    @Param('receiptId') receiptId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { pdf, fileName } = await this.myGiving.receiptPdf(token, receiptId);
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .end(pdf);
  }

  @Get('statements/:file')
  @ApiOkResponse({
    description:
      'The donor’s statement of a tax year (`/statements/2026-27.pdf`): every gift with its receipt number and ' +
      'status, the total and what carries a receipt for a deduction, in the request’s language',
  })
  async statementPdf(
    @Headers(TOKEN) token: string | undefined,
    @Param('file') file: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { pdf, fileName } = await this.myGiving.statementPdf(token, file, requestLocale(request));
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .end(pdf);
  }

  @Get('certificates/:certificateId/pdf')
  @ApiOkResponse({
    description: 'One of the donor’s certificates of donation (Form 114) as the portal made it',
  })
  async certificatePdf(
    @Headers(TOKEN) token: string | undefined,
    @Param('certificateId') certificateId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { pdf, fileName } = await this.myGiving.certificatePdf(token, certificateId);
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .end(pdf);
  }

  @Post('tax-details')
  @HttpCode(HttpStatus.OK)
  @LimitPerAddress('myGiving')
  @ApiOkResponse({ description: 'PAN and address stored; an 80G receipt issued for each gift that had none' })
  @ApiBadRequestResponse({ description: 'A malformed PAN, or no address; nothing is written' })
  @ApiConflictResponse({ description: 'No completed gift can get an 80G receipt now; nothing is written' })
  addTaxDetails(
    @Headers(TOKEN) token: string | undefined,
    @Body() body: DonorTaxDetailsDto,
  ): Promise<MyGivingResponse> {
    return this.myGiving.addTaxDetails(token, body);
  }

  @Post('recurring-gifts/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @LimitPerAddress('myGiving')
  @ApiOkResponse({ description: 'The recurring gift is cancelled at the provider (idempotent)' })
  cancelRecurringGift(
    @Headers(TOKEN) token: string | undefined,
    @Param('id') id: string,
  ): Promise<RecurringGiftResponse> {
    return this.myGiving.cancelRecurringGift(token, id);
  }
}
