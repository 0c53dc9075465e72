import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { API_MESSAGES, localizeApiMessage, type ApiMessageKey } from '@foundation/shared';
import { CreateContactMessageDto } from '../../contact/dto/create-contact-message.dto.js';
import { CreateDonationOrderDto } from '../../donations/dto/create-donation-order.dto.js';
import { DonorTaxDetailsDto } from '../../my-giving/dto/donor-tax-details.dto.js';
import { SubscribeNewsletterDto } from '../../newsletter/dto/subscribe-newsletter.dto.js';
import { CreateRegistrationDto } from '../../registrations/dto/create-registration.dto.js';
import { CreateVolunteerApplicationDto } from '../../volunteering/dto/create-volunteer-application.dto.js';
import { JoinWaitlistDto } from '../../waitlist/dto/join-waitlist.dto.js';
import { bookingError, BookingErrorCode } from '../../bookings/bookings.errors.js';
import { donationError, DonationErrorCode } from '../../donations/donations.errors.js';
import { myGivingError, MyGivingErrorCode } from '../../my-giving/my-giving.errors.js';
import { paymentError, PaymentErrorCode } from '../../payments/payments.errors.js';
import { recurringGiftError, RecurringGiftErrorCode } from '../../recurring-gifts/recurring-gifts.errors.js';
import {
  registrationError,
  RegistrationErrorCode,
  TICKET_TYPE_MESSAGES,
} from '../../registrations/registrations.errors.js';
import { newsletterError, NewsletterErrorCode } from '../../newsletter/newsletter.errors.js';
import { sessionError, SessionErrorCode } from '../../sessions/sessions.errors.js';
import { volunteeringError, VolunteeringErrorCode } from '../../volunteering/volunteering.errors.js';
import { waitlistError, WaitlistErrorCode } from '../../waitlist/waitlist.errors.js';
import { commonError, CommonErrorCode } from '../errors/common.errors.js';

/**
 * The catalogue of the API's visitor texts (libs/shared api-messages.ts) against the API itself: every
 * field message of a public form and every refusal a visitor can meet has its Hindi, and every text of the
 * catalogue is still one the API writes (no unused key).
 */

/** The forms visitors send (the public writes); a field of theirs can come back with its message. */
const PUBLIC_FORMS = [
  CreateRegistrationDto,
  JoinWaitlistDto,
  CreateDonationOrderDto,
  CreateContactMessageDto,
  SubscribeNewsletterDto,
  CreateVolunteerApplicationDto,
  DonorTaxDetailsDto,
];

/**
 * Limits the site's own fields make unreachable, answered in class-validator's own English: the event's
 * slug comes from the page's address, never typed.
 */
const NOT_TYPED_BY_VISITORS = new Set(['eventSlug must be shorter than or equal to 200 characters']);

/** Every message the validators of a form can give, for a missing value and for a wrong one. */
function formMessages(form: new () => object): string[] {
  const messages: string[] = [];
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(form, '', true, false)) {
    if (metadata.type !== 'customValidation' && metadata.type !== 'isDefined') continue;
    for (const value of [undefined, 'x']) {
      const args = {
        value,
        property: metadata.propertyName,
        constraints: metadata.constraints,
        targetName: form.name,
        object: {},
      } as ValidationArguments;
      const { message } = metadata;
      let text: string | undefined;
      if (typeof message === 'function') text = message(args);
      else if (typeof message === 'string') text = message;
      else {
        const constraint = new (
          metadata.constraintCls as new () => {
            defaultMessage?(args: ValidationArguments): string;
          }
        )();
        text = constraint.defaultMessage?.(args);
      }
      // class-validator's own messages name the field and the limit when it answers.
      if (text) {
        messages.push(
          text
            .replace(/\$property/g, metadata.propertyName)
            .replace(/\$constraint1/g, String(metadata.constraints?.[0])),
        );
      }
    }
  }
  return [...new Set(messages)];
}

/** The refusals of the visitors' routes (codes of the staff's routes stay English). */
const VISITOR_REFUSALS = [
  commonError(CommonErrorCode.InvalidRequest),
  commonError(CommonErrorCode.NotFound),
  ...[
    RegistrationErrorCode.NotFound,
    RegistrationErrorCode.RegistrationClosed,
    RegistrationErrorCode.EventCancelled,
    RegistrationErrorCode.SoldOut,
    RegistrationErrorCode.NotEnoughTickets,
    RegistrationErrorCode.InvalidTicketType,
    RegistrationErrorCode.NoPaymentExpected,
    RegistrationErrorCode.PaymentMismatch,
    RegistrationErrorCode.RefundPending,
    RegistrationErrorCode.CancellationClosed,
    RegistrationErrorCode.NotCancellable,
    RegistrationErrorCode.NotConfirmed,
    RegistrationErrorCode.GuardianConsentRequired,
  ].map((code) => registrationError(code)),
  ...Object.values(TICKET_TYPE_MESSAGES).map((message) =>
    registrationError(RegistrationErrorCode.InvalidTicketType, { message }),
  ),
  ...[
    WaitlistErrorCode.EventNotFound,
    WaitlistErrorCode.RegistrationClosed,
    WaitlistErrorCode.InvalidTicketType,
    WaitlistErrorCode.SeatsAvailable,
    WaitlistErrorCode.AlreadyWaiting,
    WaitlistErrorCode.OfferNotFound,
    WaitlistErrorCode.OfferOver,
  ].map((code) => waitlistError(code)),
  ...Object.values(BookingErrorCode).map((code) => bookingError(code)),
  ...[
    DonationErrorCode.NotFound,
    DonationErrorCode.AmountTooLarge,
    DonationErrorCode.NoPaymentExpected,
    DonationErrorCode.PaymentMismatch,
    DonationErrorCode.NoReceipt,
    DonationErrorCode.ProjectUnavailable,
    DonationErrorCode.ForeignContributionRefused,
    DonationErrorCode.ForeignRecurringRefused,
  ].map((code) => donationError(code)),
  ...Object.values(RecurringGiftErrorCode).map((code) => recurringGiftError(code)),
  ...Object.values(MyGivingErrorCode).map((code) => myGivingError(code)),
  ...[
    PaymentErrorCode.InvalidSignature,
    PaymentErrorCode.ProviderError,
    PaymentErrorCode.ProviderUnavailable,
  ].map((code) => paymentError(code)),
  volunteeringError(VolunteeringErrorCode.RoleUnavailable),
  sessionError(SessionErrorCode.NotFound),
  sessionError(SessionErrorCode.Archived),
  newsletterError(NewsletterErrorCode.UnsubscribeNotFound),
];

const here = path.dirname(fileURLToPath(import.meta.url));

/** The API's and the shared library's sources, without the catalogue and the tests. */
function sources(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sources(file);
    if (!/\.ts$/.test(name) || /spec\.ts$/.test(name)) return [];
    const text = readFileSync(file, 'utf8');
    // The catalogue's own functions use keys (the 429's parts); its entries do not count as uses.
    return [name === 'api-messages.ts' ? text.slice(text.indexOf('} as const satisfies')) : text];
  });
}

describe('the API’s visitor texts', () => {
  const fieldMessages = PUBLIC_FORMS.flatMap(formMessages).filter((m) => !NOT_TYPED_BY_VISITORS.has(m));
  const refusals = VISITOR_REFUSALS.map((error) => error.message);

  it.each(fieldMessages)('has Hindi for the field message %j', (message) => {
    expect(localizeApiMessage(message, 'hi')).not.toBe(message);
  });

  it.each(refusals)('has Hindi for the refusal %j', (message) => {
    expect(localizeApiMessage(message, 'hi')).not.toBe(message);
  });

  it('uses every text of the catalogue: as a message the API gives, or by its key where it has values', () => {
    const given = new Set([...fieldMessages, ...refusals]);
    const code = [
      ...sources(path.resolve(here, '../..')),
      ...sources(path.resolve(here, '../../../../../libs/shared/src')),
    ].join('\n');
    const unused = (Object.keys(API_MESSAGES) as ApiMessageKey[]).filter(
      (key) => !given.has(API_MESSAGES[key].en) && !code.includes(`'${key}'`),
    );
    expect(unused).toEqual([]);
  });
});
