import { Global, Module } from '@nestjs/common';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import {
  FCRA_PAYMENT_GATEWAY,
  PAYMENT_GATEWAY,
  type FcraPaymentGateway,
  type PaymentGateway,
} from './payment-gateway.js';
import { PaymentOrdersRepository } from './payment-orders.repository.js';
import { PaymentPlansRepository } from './payment-plans.repository.js';
import { PaymentRefundsRepository } from './payment-refunds.repository.js';
import { RazorpayGateway } from './razorpay.gateway.js';
import { SandboxGateway } from './sandbox.gateway.js';

/** Chooses the payment provider from the configuration: Razorpay with keys, otherwise the sandbox. */
export function createPaymentGateway(config: AppConfig, logger: AppLogger): PaymentGateway {
  if (config.paymentProvider === 'razorpay') {
    return new RazorpayGateway(
      {
        keyId: config.RAZORPAY_KEY_ID as string,
        keySecret: config.RAZORPAY_KEY_SECRET as string,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET as string,
        timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
        baseUrl: config.RAZORPAY_API_URL,
      },
      logger,
    );
  }
  if (config.isProduction) throw new Error('The sandbox payment provider is refused in production');
  logger.warn({ provider: 'sandbox' }, 'Payments use the local sandbox provider (no RAZORPAY_* keys set)');
  return new SandboxGateway(config.SANDBOX_PAYMENT_SECRET, config.SANDBOX_WEBHOOK_DELAY_MS);
}

/** The FCRA account's gateway: Razorpay with its own keys when FCRA is configured, otherwise none. */
export function createFcraPaymentGateway(config: AppConfig, logger: AppLogger): FcraPaymentGateway {
  if (!config.fcraConfigured) return { gateway: null };
  return {
    gateway: new RazorpayGateway(
      {
        keyId: config.FCRA_RAZORPAY_KEY_ID as string,
        keySecret: config.FCRA_RAZORPAY_KEY_SECRET as string,
        webhookSecret: config.FCRA_RAZORPAY_WEBHOOK_SECRET as string,
        timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
        baseUrl: config.RAZORPAY_API_URL,
      },
      logger,
    ),
  };
}

/**
 * The one payment gateway of the process (PAYMENT_GATEWAY) and the one payment lifecycle, with which each
 * payable domain registers; both injectable everywhere.
 */
@Global()
@Module({
  providers: [
    { provide: PAYMENT_GATEWAY, useFactory: createPaymentGateway, inject: [AppConfig, AppLogger] },
    { provide: FCRA_PAYMENT_GATEWAY, useFactory: createFcraPaymentGateway, inject: [AppConfig, AppLogger] },
    PaymentOrdersRepository,
    PaymentPlansRepository,
    PaymentRefundsRepository,
    PaymentLifecycleService,
  ],
  exports: [PAYMENT_GATEWAY, FCRA_PAYMENT_GATEWAY, PaymentLifecycleService],
})
export class PaymentsModule {}
