import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  UseFilters,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ACCESS_TOKEN_HEADER,
  type OneTimeDonationOrderResponse,
  type RecurringDonationOrderResponse,
} from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { PaymentConfirmationDto } from '../payments/index.js';
import { ErrorFieldExceptionsFilter } from '../common/filters/error-field-exceptions.filter.js';
import { CancelDonationDto } from './dto/cancel-donation.dto.js';
import { CreateDonationOrderDto } from './dto/create-donation-order.dto.js';
import { DonationsService, type DonationView } from './donations.service.js';

const TOKEN = ACCESS_TOKEN_HEADER.toLowerCase();

@ApiTags('donations')
@Public()
@Controller()
export class DonationsController {
  constructor(private readonly donations: DonationsService) {}

  /** docs/giving.md: `POST /api/create-order {amount, citizenship, ...}` answers `{id, ...}` or `{error}`. */
  @Post('create-order')
  @UseFilters(ErrorFieldExceptionsFilter)
  @LimitPerAddress('donationOrder')
  @ApiCreatedResponse({
    description:
      'One-time: the pending donation and its Checkout order (`kind: order`, `id` the order id). Monthly or ' +
      'yearly: the recurring gift and its subscription (`kind: subscription`, `id` the subscription id).',
  })
  @ApiBadRequestResponse({ description: '`{error}` naming the problem' })
  createOrder(
    @Body() body: CreateDonationOrderDto,
  ): Promise<OneTimeDonationOrderResponse | RecurringDonationOrderResponse> {
    return this.donations.createOrder(body);
  }

  @Get('donations/:id')
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'The donation' })
  findOne(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
  ): Promise<{ donation: DonationView }> {
    return this.donations.get(id, token);
  }

  @Post('donations/:id/payment')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'The payment was verified; the donation is completed' })
  confirmPayment(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: PaymentConfirmationDto,
  ): Promise<{ donation: DonationView }> {
    return this.donations.confirmPayment(id, token, body);
  }

  @Post('donations/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'A pending donation is failed; a completed one is unchanged' })
  cancel(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: CancelDonationDto,
  ): Promise<{ donation: DonationView }> {
    return this.donations.cancel(id, token, body);
  }
}
