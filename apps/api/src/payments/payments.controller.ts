import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type PaymentProviderName, type SandboxPaymentResult } from '@foundation/shared';
import { commonError, CommonErrorCode } from '../common/errors/common.errors.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { Public } from '../common/public.decorator.js';
import { AppConfig } from '../config/app-config.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { paymentError, PaymentErrorCode } from './payments.errors.js';
import { SandboxGateway } from './sandbox.gateway.js';

@ApiTags('payments')
@Public()
@ChangesPublicReads()
@Controller('payments')
export class PaymentsController implements OnModuleDestroy {
  private readonly pendingWebhooks = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly webhooks: PaymentWebhooksService,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
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
  async sandboxPay(@Param('orderId') orderId: string): Promise<SandboxPaymentResult> {
    // Without the sandbox the route does not exist: the same answer as any unknown route.
    if (!(this.gateway instanceof SandboxGateway)) throw commonError(CommonErrorCode.NotFound);
    if (!/^order_[A-Za-z0-9]{6,40}$/.test(orderId)) throw paymentError(PaymentErrorCode.OrderNotFound);
    const amountPaise = await this.lifecycle.orderAmount(orderId);
    if (amountPaise === null) throw paymentError(PaymentErrorCode.OrderNotFound);
    const result = this.gateway.pay(orderId);
    this.scheduleWebhook(this.gateway, orderId, result.razorpay_payment_id, amountPaise);
    return result;
  }

  onModuleDestroy(): void {
    for (const timer of this.pendingWebhooks) clearTimeout(timer);
    this.pendingWebhooks.clear();
  }

  private scheduleWebhook(
    sandbox: SandboxGateway,
    orderId: string,
    paymentId: string,
    amountPaise: number,
  ): void {
    const delay = this.config.SANDBOX_WEBHOOK_DELAY_MS;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      this.pendingWebhooks.delete(timer);
      const webhook = sandbox.capturedWebhook(orderId, paymentId, amountPaise);
      this.webhooks
        .handle(webhook.rawBody, webhook.signature, webhook.eventId)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, orderId }, 'Sandbox webhook delivery failed'),
        );
    }, delay);
    timer.unref();
    this.pendingWebhooks.add(timer);
  }
}
