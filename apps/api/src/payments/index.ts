// The public surface of payments/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { accessTokenMatches, hashAccessToken, isUuid, newAccessToken } from './access-token.js';
export { addBillingPeriod } from './billing-period.js';
export {
  EMAIL_MESSAGE,
  IsPhoneConstraint,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  trim,
  trimLower,
} from './dto/payer-contact.js';
export { PaymentConfirmationDto } from './dto/payment-confirmation.dto.js';
export type { Payable, PayableCharge, PaymentFailureReason } from './payable.js';
export type { ProviderQrCode } from './payment-gateway.js';
export { PaymentLifecycleService } from './payment-lifecycle.service.js';
export type { PaymentRefund } from './payment-refund.js';
export type {
  ReportedCharge,
  ReportedSubscription,
  SubscriptionPayable,
  SubscriptionState,
} from './subscription-payable.js';
