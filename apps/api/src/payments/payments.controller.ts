import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type PaymentProviderName,
  type SandboxPaymentResult,
  type SandboxQrCodePayment,
  type SandboxSubscriptionAuthorisation,
  type SandboxSubscriptionCharge,
} from '@foundation/shared';
import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import { Public } from '../common/public.decorator.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { SandboxBillingService } from './sandbox-billing.service.js';

@ApiTags('payments')
@Public()
@ChangesPublicReads()
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly sandbox: SandboxBillingService,
  ) {}

  /** Which provider the site's checkout step talks to, and its public key id. */
  @Get('config')
  @ApiOkResponse({ description: '{ provider, keyId }' })
  paymentConfig(): { provider: PaymentProviderName; keyId: string } {
    return { provider: this.gateway.name, keyId: this.gateway.keyId };
  }

  /**
   * The sandbox's "Pay" button: answers what Razorpay Checkout would hand the browser (signed), and a little
   * later delivers the signed `payment.captured` webhook, as Razorpay does. Only with the sandbox provider.
   */
  @Post('sandbox/orders/:orderId/pay')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A signed payment result (SandboxPaymentResult)' })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such order' })
  sandboxPay(@Param('orderId') orderId: string): Promise<SandboxPaymentResult> {
    return this.sandbox.pay(orderId);
  }

  /**
   * Pays a sandbox UPI QR code (a walk-in's at the door), as a person's UPI app would: its signed
   * `qr_code.credited` webhook is delivered to our own handler at once. Only with the sandbox provider.
   */
  @Post('sandbox/qr-codes/:qrCodeId/pay')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The code was paid and its webhook delivered (SandboxQrCodePayment)' })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such open QR code' })
  sandboxPayQrCode(@Param('qrCodeId') qrCodeId: string): Promise<SandboxQrCodePayment> {
    return this.sandbox.payQrCode(qrCodeId);
  }

  /**
   * The sandbox's Checkout for a subscription: answers what Razorpay Checkout hands the browser once the
   * donor authorised the mandate (the first payment, signed over `payment_id|subscription_id`), and a little
   * later delivers the `subscription.activated` and `subscription.charged` webhooks, as Razorpay does.
   */
  @Post('sandbox/subscriptions/:subscriptionId/authorise')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A signed authorisation (SandboxSubscriptionAuthorisation)' })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such subscription' })
  @ApiConflictResponse({ description: 'The subscription was already authorised, or has ended' })
  sandboxAuthorise(
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SandboxSubscriptionAuthorisation> {
    return this.sandbox.authorise(subscriptionId);
  }

  /**
   * Bills the next cycle of an authorised sandbox subscription at once and delivers its signed
   * `subscription.charged` webhook to our own webhook handler (the same code as Razorpay's deliveries; after
   * the last cycle also `subscription.completed`), so a year of monthly giving takes seconds.
   */
  @Post('sandbox/subscriptions/:subscriptionId/charge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The cycle was billed and its webhook delivered (SandboxSubscriptionCharge)',
  })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such subscription' })
  @ApiConflictResponse({ description: 'Not authorised yet, cancelled, or every charge was made' })
  sandboxCharge(@Param('subscriptionId') subscriptionId: string): Promise<SandboxSubscriptionCharge> {
    return this.sandbox.charge(subscriptionId);
  }
}
