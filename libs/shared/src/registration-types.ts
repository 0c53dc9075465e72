import type { Locale } from './locale.js';
import type { DonorCitizenship } from './fcra.js';
/**
 * The contract of the public registration, payment and donation API, shared by the API (which answers it)
 * and the site (which calls it). Amounts named `amount` in a payment order are whole paise (Razorpay's
 * unit); every other amount is rupees as a number with at most two decimals.
 */
import type { Currency } from './money.js';
import type { RegistrationStatus } from './types.js';

/** Header carrying the secret given at creation; without it a registration or donation cannot be reached. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

export type DonationType = 'monthly' | 'yearly' | 'one-time';
export const DONATION_TYPES: readonly DonationType[] = ['monthly', 'yearly', 'one-time'];

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** Body of `POST /api/registrations`. */
export interface CreateRegistrationRequest {
  /** The event's url_slug. */
  eventSlug: string;
  /** Required when the event has ticket types. */
  ticketTypeId?: string;
  numberOfTickets: number;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The language the visitor used (absent: English); the booking's e-mails and PDFs speak it. */
  locale?: Locale;
  /** An event for children: the parent's or guardian's name (required there, ignored elsewhere). */
  guardianName?: string;
  /** An event for children: the parent or guardian consents to the booking (must be true there). */
  guardianConsent?: boolean;
}

/** The most characters of a parent's or guardian's name. */
export const GUARDIAN_NAME_MAX = 200;

/** Refusals of a booking of an event for children without its parent's or guardian's consent (400). */
export const GUARDIAN_MESSAGES = {
  nameRequired: "This event is for children: enter a parent's or guardian's name",
  consentRequired: 'This event is for children: a parent or guardian must consent to the booking',
  nameTooLong: `guardianName must be at most ${GUARDIAN_NAME_MAX} characters`,
  consentInvalid: 'guardianConsent must be true or false',
} as const;

/** What the receipt shows (docs/product.md §2), for free and paid registrations. */
export interface RegistrationReceipt {
  /** The booking id. */
  id: string;
  status: RegistrationStatus;
  createdAt: string;
  isPaid: boolean;
  event: { title: string; urlSlug: string; startDate: string; endDate: string; location: string };
  attendee: { name: string; email: string; phone: string; address: string };
  numberOfTickets: number;
  /** Null when the event has no ticket types (the receipt shows 'N/A'). */
  ticketTypeName: string | null;
  ticketTypePrice: number;
  totalAmount: number;
  paymentId: string | null;
  orderId: string | null;
}

/** What the site needs to open Razorpay Checkout (or the sandbox dialog) for an order. */
export interface CheckoutOrder {
  provider: PaymentProviderName;
  keyId: string;
  orderId: string;
  /** Whole paise. */
  amount: number;
  currency: Currency;
  /** The foundation's name, shown in Checkout. */
  name: string;
  /** 'Registration for {event title}' or the donation's description. */
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
}

/** Answer of `POST /api/registrations` (201). `payment` is null for free events (already completed). */
export interface CreateRegistrationResponse {
  registration: RegistrationReceipt;
  accessToken: string;
  payment: CheckoutOrder | null;
}

/** Body of `POST /api/registrations/:id/payment` and `POST /api/donations/:id/payment`: Checkout's result. */
export interface PaymentConfirmationRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Body of `POST /api/registrations/:id/cancel`. */
export interface CancelRegistrationRequest {
  reason: 'dismissed' | 'failed';
}

/** Body of `POST /api/donations/:id/cancel`: the same reasons as a registration's. */
export type CancelDonationRequest = CancelRegistrationRequest;

/** Answer of the payment, cancel and read steps of a registration. */
export interface RegistrationResponse {
  registration: RegistrationReceipt;
}

/** Body of `POST /api/create-order` (docs/product.md: `{amount}`; the donor fields are optional). Amount in whole rupees. */
export interface CreateDonationOrderRequest {
  amount: number;
  donationType?: DonationType;
  name?: string;
  email?: string;
  phone?: string;
  /** For an 80G receipt: the donor's PAN ('ABCDE1234F', any case); the address is then required. */
  pan?: string;
  /** The donor's postal address, for the receipt. */
  address?: string;
  /** The donation project the gift is for (an active one; donation-projects.ts), or none. */
  projectId?: string;
  /** The language the donor used (absent: English); the gift's e-mails and receipts speak it. */
  locale?: Locale;
  /** The donor's declaration of citizenship (fcra.ts), required: a request without it is refused (400). */
  citizenship: DonorCitizenship;
  /** An Indian citizen living abroad: their Indian passport number ('A1234567'). */
  passportNumber?: string;
  /** A stopped monthly or yearly gift set up again from its e-mail's link (with that link's key). */
  renewsRecurringGiftId?: string;
  renewalKey?: string;
}

/** Answer of `POST /api/create-order`: the documented `{id}` (the order id) plus what Checkout needs. */
export interface CreateDonationOrderResponse extends CheckoutOrder {
  id: string;
  donationId: string;
  accessToken: string;
}

/** Error answer of `POST /api/create-order` (docs/product.md: `{error}`). */
export interface CreateDonationOrderError {
  error: string;
}

/** Answer of `POST /api/payments/sandbox/orders/:orderId/pay` (sandbox provider only): a signed result. */
export type SandboxPaymentResult = PaymentConfirmationRequest;
