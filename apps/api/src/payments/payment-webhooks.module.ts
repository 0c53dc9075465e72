import { Module } from '@nestjs/common';
import { PaymentWebhooksController } from './payment-webhooks.controller.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { PaymentsController } from './payments.controller.js';
import { SandboxBillingService } from './sandbox-billing.service.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';

/**
 * The provider-facing routes: the webhook, the payment config for the site and the sandbox's Pay button (the
 * sandbox's side of Razorpay is SandboxBillingService).
 * They reach registrations and donations only through the PaymentLifecycleService's registered payables.
 */
@Module({
  controllers: [PaymentWebhooksController, PaymentsController],
  providers: [PaymentWebhooksService, WebhookEventsRepository, SandboxBillingService],
})
export class PaymentWebhooksModule {}
