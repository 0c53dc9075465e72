import { refundInWordsText, type Locale, type RecurringPeriod, type TaxRegime } from '@foundation/shared';
import { en } from './mail-texts-en.js';
import { hi } from './mail-texts-hi.js';

/**
 * Every text of the e-mails a visitor receives, once per language. Each entry is a whole sentence (or a
 * label) with its values as parameters, so a translation can put them where its grammar wants them; no
 * e-mail is ever assembled from an untranslated fragment. Amounts and dates arrive already formatted in
 * the language (the shared formatters with the locale). Staff-facing e-mails are English only and do not
 * use this catalogue. The English texts are the product's own (docs/product.md) and must not change.
 * Each language's texts are in their own file: mail-texts-en.ts, mail-texts-hi.ts.
 */
export interface MailTexts {
  label: {
    bookingId: string;
    date: string;
    event: string;
    eventDates: string;
    location: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    ticketType: string;
    numberOfTickets: string;
    paymentId: string;
    orderId: string;
    totalAmount: string;
    donationId: string;
    amount: string;
    receiptNumber: string;
    recurringGiftId: string;
    cancelled: string;
    giftsReceived: string;
    role: string;
    /** The volunteer form's spelling. */
    eMail: string;
    city: string;
    availability: string;
    message: string;
    received: string;
    amountPaid: string;
    refund: string;
    dates: string;
    tickets: string;
  };
  notApplicable: string;
  none: string;
  dearName: (name: string) => string;
  dearFriend: string;
  /** 'as you asked' / 'by {foundation}': who cancelled, inside a sentence. */
  cancelledByPerson: string;
  cancelledByFoundation: (foundationName: string) => string;
  bookingPage: string;
  booking: {
    intro: (eventTitle: string) => string;
    subject: (eventTitle: string) => string;
    calendarNote: string;
    icsDescription: (bookingId: string, tickets: number) => string;
    manageText: (bookingUrl: string) => string;
    manageLink: string;
    manageRest: string;
    keepLink: string;
  };
  donation: {
    received: (rupees: string) => string;
    nextDue: (date: string) => string;
    recurringStarted: (period: RecurringPeriod, rupees: string, next: string) => string;
    recurringContinues: (period: RecurringPeriod, rupees: string, next: string) => string;
    support: (foundationName: string) => string;
    /** The receipt attached is deductible under the regime of the gift's date (section 80G or 133). */
    receiptDeductible: (regime: TaxRegime) => string;
    receiptNotDeductible: (regime: TaxRegime) => string;
    linkRecurring: string;
    linkOneTime: string;
    myGiving: string;
    subject: (foundationName: string) => string;
  };
  /** A receipt cancelled by the foundation (a refund, a bounced cheque, a correction). */
  receiptCancelled: {
    subject: (receiptNumber: string) => string;
    body: (receiptNumber: string, date: string, reason: string) => string;
  };
  recurringCancelled: {
    thanksNone: string;
    thanksGifts: (count: number) => string;
    body: (
      period: RecurringPeriod,
      amount: string,
      foundationName: string,
      who: string,
      thanks: string,
    ) => string;
    perPeriod: (amount: string, period: RecurringPeriod) => string;
    receiptsStay: string;
    subject: (period: RecurringPeriod, foundationName: string) => string;
  };
  /** The certificate of donation the income-tax portal generated (Form 114), sent to its donor. */
  certificate: {
    subject: (form: string, year: string) => string;
    body: (form: string, year: string, foundationName: string) => string;
  };
  /** A monthly or yearly gift's debit failed (the provider's `subscription.pending` or `.halted`). */
  debitFailed: {
    subject: (period: RecurringPeriod, foundationName: string) => string;
    /** Being retried: the provider tries again; a gift that keeps failing stops. */
    pending: (period: RecurringPeriod, amount: string, foundationName: string) => string;
    /** Stopped after the provider's last retry: nothing more is charged. */
    halted: (period: RecurringPeriod, amount: string, foundationName: string) => string;
    setUpAgain: (perPeriod: string, project: string | null) => string;
    button: string;
    noticesFromBank: string;
  };
  volunteer: {
    body: (foundationName: string, roleTitle: string) => string;
    subject: (foundationName: string) => string;
  };
  cancellation: {
    refundComing: (inWords: string) => string;
    nothingRefunded: (paid: string) => string;
    body: (eventTitle: string, dates: string, who: string, money: string) => string;
    subject: (eventTitle: string) => string;
  };
  refund: {
    status: Record<'pending' | 'processed' | 'failed', (inWords: string) => string>;
    body: (sentence: string, bookingId: string, eventTitle: string) => string;
    subject: Record<'pending' | 'processed' | 'failed', (amount: string, eventTitle: string) => string>;
  };
  waitlist: {
    joined: (eventTitle: string, position: number, offerHours: number) => string;
    joinedSubject: (eventTitle: string) => string;
    offer: (eventTitle: string, tickets: number, until: string) => string;
    keepLink: string;
    confirm: string;
    offerSubject: (eventTitle: string) => string;
  };
  message: {
    footer: (eventTitle: string, foundationName: string) => string;
  };
  newsletter: {
    /** Why the reader gets it, and that they can leave at any time. */
    footer: (foundationName: string) => string;
    unsubscribe: string;
  };
  reminder: {
    /** `when`: the date (and time) already formatted in the language. */
    offline: (eventTitle: string, when: string) => string;
    online: (eventTitle: string, when: string) => string;
    subject: (eventTitle: string, when: string) => string;
    when: string;
    where: string;
    map: string;
    join: string;
    noJoinLink: string;
    ticket: string;
    ticketOnline: string;
    bookingPage: string;
    turnedAway: string;
  };
  eventCancelled: {
    subject: (eventTitle: string) => string;
    body: (eventTitle: string, dates: string) => string;
    reason: string;
    /** The whole payment comes back (`inWords` already in the language). */
    refund: (inWords: string) => string;
    free: string;
    apology: string;
  };
  eventChanged: {
    subject: (eventTitle: string) => string;
    body: (eventTitle: string) => string;
    /** The field labels of what changed: the new value, and what it was. */
    newDates: string;
    newTime: string;
    newPlace: string;
    was: (before: string) => string;
    noTime: string;
    /** The free cancellation: until when (already formatted), and what comes back. */
    freeCancel: (until: string, paid: string | null) => string;
    bookingPage: string;
  };
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, hi };

/** '₹500 (50%)' or '₹500 of ₹1,000 (50%)' in a language: the refund and the amount paid, in whole paise. */
export function refundInWordsIn(locale: Locale, refundPaise: number, amountPaise: number): string {
  return refundInWordsText(refundPaise, amountPaise)(locale);
}
