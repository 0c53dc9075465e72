/**
 * The contract of the public contact form and newsletter sign-up (`POST /api/contact`,
 * `POST /api/newsletter`), shared by the API (which validates and stores) and the site (which sends).
 */

export const CONTACT_LIMITS = {
  fullNameMax: 200,
  /** Digits in a WhatsApp number, country code included. */
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  /** Characters of a phone number as typed (the columns that store one are this wide). */
  phoneMax: 32,
  messageMax: 5000,
  emailMax: 320,
} as const;

/**
 * A phone number as people type it: an optional +, a digit or an opening bracket, then digits with spaces,
 * dots, hyphens or brackets, ending in a digit. The one layout every phone field accepts (registration,
 * donation, contact WhatsApp), with 7 to 15 digits, see isValidPhoneNumber.
 */
export const PHONE_NUMBER_PATTERN = /^\+?[\d(][\d ().-]*\d$/;
/** The WhatsApp number of the contact form is a phone number like any other. */
export const WHATSAPP_NUMBER_PATTERN = PHONE_NUMBER_PATTERN;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  fullNameTooLong: `Full Name must be at most ${CONTACT_LIMITS.fullNameMax} characters`,
  whatsappRequired: 'WhatsApp Number is required',
  whatsappInvalid: 'Enter a valid WhatsApp number, e.g. +91 98765 43210',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.messageMax} characters`,
  emailInvalid: 'Enter a valid e-mail address',
} as const;

/** Whether a phone number has the allowed layout, 7 to 15 digits (country code included) and fits its column. */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length > CONTACT_LIMITS.phoneMax || !PHONE_NUMBER_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= CONTACT_LIMITS.phoneDigitsMin && digits <= CONTACT_LIMITS.phoneDigitsMax;
}

/** Whether a WhatsApp number has an allowed shape and 7 to 15 digits. */
export const isValidWhatsappNumber = isValidPhoneNumber;

/** Body of `POST /api/contact`. */
export interface ContactMessageRequest {
  fullName: string;
  whatsappNumber: string;
  message: string;
}

/** Answer of `POST /api/contact` (201). */
export interface ContactMessageResponse {
  id: string;
  receivedAt: string;
}

/** Body of `POST /api/newsletter`. */
export interface NewsletterSubscriptionRequest {
  email: string;
  /**
   * The visitor ticked the newsletter's own consent box (unticked at first, separate from any other form):
   * must be true (docs/privacy.md "Newsletter").
   */
  consent: boolean;
}

/** Refusals of the newsletter sign-up and of its unsubscribe link. */
export const NEWSLETTER_MESSAGES = {
  consentRequired: 'Tick the box to agree to receive our newsletter',
  unsubscribeNotFound: 'This unsubscribe link is not valid',
} as const;

/** Answer of `POST /api/newsletter/unsubscribe/{token}` (200), also when already unsubscribed. */
export interface NewsletterUnsubscribeResponse {
  unsubscribed: true;
}

/** The site's page of a newsletter's unsubscribe link (`/unsubscribe/{token}`, Hindi under `/hi`). */
export function unsubscribePath(token: string): string {
  return `/unsubscribe/${encodeURIComponent(token)}`;
}

/** Answer of `POST /api/newsletter` (201), the same for a new and an already known address. */
export interface NewsletterSubscriptionResponse {
  subscribed: true;
}
