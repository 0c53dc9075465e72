import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ACCESS_TOKEN_HEADER, type MyGivingResponse, type RecurringGiftResponse } from '@foundation/shared';
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
