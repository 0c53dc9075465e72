import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import { Controller, Headers, HttpCode, HttpStatus, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/public.decorator.js';
import { PaymentWebhooksService, type WebhookResult } from './payment-webhooks.service.js';
import { WEBHOOK_MESSAGES } from './payments.errors.js';
import { RazorpayWebhookDto } from './dto/razorpay-webhook.dto.js';

@ApiTags('payments')
@Public()
@ChangesPublicReads()
@Controller('payments/razorpay')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooksService) {}

  @Post('webhook')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ type: RazorpayWebhookDto, description: 'Read only once its signature is verified' })
  @ApiOkResponse({ description: 'Processed, or a duplicate of an event already processed' })
  @ApiBadRequestResponse({ description: WEBHOOK_MESSAGES.badSignature })
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<WebhookResult> {
    return this.webhooks.handle(request.rawBody, signature, eventId);
  }
}
