import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  ACCESS_TOKEN_HEADER,
  MESSAGES,
  type CreateRegistrationResponse,
  type RegistrationResponse,
} from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { clientAddress } from '../common/rate-limit/client-address.js';
import { CreateRegistrationDto } from './dto/create-registration.dto.js';
import { PaymentConfirmationDto } from '../payments/index.js';
import { CancelRegistrationDto } from './dto/cancel-registration.dto.js';
import { REGISTRATION_NOT_FOUND } from './registrations.errors.js';
import { RegistrationsService } from './registrations.service.js';

const TOKEN = ACCESS_TOKEN_HEADER.toLowerCase();
const tokenHeader = () =>
  ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true, description: 'The secret given at creation' });

@ApiTags('registrations')
@Public()
@ChangesPublicReads()
@Controller('registrations')
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Post()
  @LimitPerAddress('registration')
  @ApiCreatedResponse({
    description: 'Free: the completed registration. Paid: the pending registration and its Checkout order.',
  })
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  @ApiConflictResponse({
    description: `${MESSAGES.registrationClosed}; ${MESSAGES.soldOut}; 'Only {n} tickets available for this type.'; too many of the event's unsold seats are already held unpaid (code hold_share_exceeded)`,
  })
  @ApiBadRequestResponse({ description: 'A field is missing or has the wrong format' })
  create(@Body() body: CreateRegistrationDto, @Req() request: Request): Promise<CreateRegistrationResponse> {
    return this.registrations.create(body, new Date(), clientAddress(request));
  }

  @Get(':id')
  @tokenHeader()
  @ApiOkResponse({ description: 'The registration (receipt data)' })
  @ApiNotFoundResponse({ description: REGISTRATION_NOT_FOUND })
  findOne(@Param('id') id: string, @Headers(TOKEN) token: string | undefined): Promise<RegistrationResponse> {
    return this.registrations.get(id, token);
  }

  @Post(':id/payment')
  @HttpCode(HttpStatus.OK)
  @tokenHeader()
  @ApiOkResponse({ description: 'The payment was verified; the registration is completed' })
  @ApiBadRequestResponse({ description: 'The signature is not valid; nothing changed' })
  @ApiConflictResponse({ description: 'A late payment whose seats are gone: marked for refund' })
  confirmPayment(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: PaymentConfirmationDto,
  ): Promise<RegistrationResponse> {
    return this.registrations.confirmPayment(id, token, body);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @tokenHeader()
  @ApiOkResponse({
    description: 'A pending registration is failed and its seats released; a completed one is unchanged',
  })
  cancel(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: CancelRegistrationDto,
  ): Promise<RegistrationResponse> {
    return this.registrations.cancel(id, token, body);
  }
}
