import { TAX_REGIMES, type RegistrationReceipt } from '@foundation/shared';
import { donationReceiptMail } from '../donations/donation-mails.js';
import { recurringGiftCancelledMail } from '../recurring-gifts/recurring-gift-mails.js';
import { bookingCancelledMail, bookingRefundMail } from '../registrations/booking-cancellation-mails.js';
import { bookingConfirmationMail } from '../registrations/booking-confirmation-mail.js';
import {
  volunteerApplicationReceivedMail,
  volunteerApplicationStaffMail,
} from '../volunteering/volunteer-application-mails.js';
import { waitlistJoinedMail, waitlistOfferMail } from '../waitlist/waitlist-mails.js';
import type { MailMessage } from './mail-layout.js';
import { MAIL_TEXTS, type MailTexts } from './mail-texts.js';

const at = new Date('2026-11-23T04:30:00Z');
const receipt: RegistrationReceipt = {
  id: 'b1',
  status: 'completed',
  createdAt: at.toISOString(),
  isPaid: true,
  event: {
    title: 'Yoga Retreat',
    urlSlug: 'retreat',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    location: 'Rishikesh',
  },
  attendee: { name: 'आशा वर्मा', email: 'asha@example.org', phone: '+919800000000', address: 'Pune' },
  numberOfTickets: 2,
  ticketTypeName: 'Standard',
  ticketTypePrice: 62500,
  totalAmount: 125000,
  paymentId: 'pay_1',
  orderId: 'order_1',
};
const entry = {
  id: 'w1',
  name: 'आशा',
  email: 'asha@example.org',
  eventTitle: 'Yoga Retreat',
  eventStartDate: '2026-12-10',
  eventEndDate: '2026-12-10',
  ticketTypeName: 'Standard',
  numberOfTickets: 2,
};

/** Every e-mail a visitor receives, in a language, in each of its variants. */
function visitorMails(locale: 'en' | 'hi'): MailMessage[] {
  const mails: MailMessage[] = [
    bookingConfirmationMail(
      receipt,
      'Yoga Foundation',
      'https://yoga.example.org/bookings/t',
      undefined,
      locale,
    ),
    bookingConfirmationMail(
      { ...receipt, isPaid: false, ticketTypeName: null },
      'Yoga Foundation',
      null,
      undefined,
      locale,
    ),
    volunteerApplicationReceivedMail(
      {
        id: 'v1',
        name: 'आशा',
        email: 'a@example.org',
        phone: '+91',
        city: 'Varanasi',
        roleTitle: 'Seva',
        availability: 'Weekends',
        message: '',
        createdAt: at,
      },
      'Yoga Foundation',
      locale,
    ),
    waitlistJoinedMail(entry, 3, 'Yoga Foundation', 24, locale),
    waitlistOfferMail(
      entry,
      'https://yoga.example.org/waitlist-offers/t',
      at,
      'Yoga Foundation',
      'o1',
      locale,
    ),
  ];
  for (const charge of [
    null,
    { period: 'monthly' as const, chargeNumber: 1, nextDueOn: '2026-12-23' },
    { period: 'yearly' as const, chargeNumber: 2, nextDueOn: null },
  ])
    for (const is80G of [true, false])
      mails.push(
        donationReceiptMail(
          {
            id: 'd1',
            amount: 125000,
            donationType: 'one-time',
            name: is80G ? 'आशा' : null,
            email: 'a@example.org',
            paymentId: null,
            completedAt: at,
          },
          {
            foundationName: 'Yoga Foundation',
            charge,
            receipt: { id: 'r1', receiptNumber: 'DR/2026-27/000007', is80G, taxRegime: 'it-act-2025' },
            myGivingUrl: 'https://yoga.example.org/my-giving#a',
          },
          locale,
        ),
      );
  for (const chargesCount of [0, 1, 4])
    for (const cancelledBy of ['donor', 'staff'] as const)
      mails.push(
        recurringGiftCancelledMail(
          {
            id: 'g1',
            period: chargesCount === 4 ? 'yearly' : 'monthly',
            amount: 1000,
            name: 'आशा',
            email: 'a@example.org',
            chargesCount,
            cancelledAt: at,
            cancelledBy,
          },
          'Yoga Foundation',
          'https://yoga.example.org/my-giving#a',
          locale,
        ),
      );
  for (const [amountPaise, refundPaise] of [
    [0, 0],
    [12500000, 0],
    [12500000, 6250000],
    [12500000, 12500000],
  ])
    for (const cancelledBy of ['attendee', 'staff'] as const)
      mails.push(
        bookingCancelledMail(
          {
            receipt: { ...receipt, isPaid: amountPaise > 0 },
            cancelledAt: at,
            cancelledBy,
            amountPaise,
            refundPaise,
            bookingUrl: 'https://yoga.example.org/bookings/t',
          },
          'Yoga Foundation',
          locale,
        ),
      );
  for (const status of ['pending', 'processed', 'failed'] as const)
    for (const refundPaise of [6250000, 12500000])
      mails.push(
        bookingRefundMail(
          {
            refundId: 'rf1',
            attempts: 1,
            status,
            refundPaise,
            amountPaise: 12500000,
            bookingId: 'b1',
            eventTitle: 'Yoga Retreat',
            name: 'आशा',
            email: 'a@example.org',
            bookingUrl: 'https://yoga.example.org/bookings/t',
          },
          'Yoga Foundation',
          locale,
        ),
      );
  return mails;
}

/** Every fixed English text of the catalogue (its sentences' fixed parts too, with sample values filled in). */
function englishTexts(texts: MailTexts): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (typeof value === 'function') {
      const text = value as (...args: unknown[]) => unknown;
      // A text about a tax regime takes its row: its section and act as the sample values.
      const regime = { ...TAX_REGIMES[1], deductionSection: '§', actName: { en: '§', hi: '§' } };
      let sample: unknown;
      try {
        sample = text('§', '§', '§', '§', '§');
      } catch {
        sample = text(regime);
      }
      if (typeof sample === 'string') found.push(...sample.split('§'));
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(texts);
  // Words shorter than this are names, digits and punctuation, not English prose.
  return [...new Set(found.map((text) => text.trim()).filter((text) => /[a-z]{4,}/.test(text)))];
}

describe('visitor e-mails in Hindi', () => {
  const english = englishTexts(MAIL_TEXTS.en);

  it('leave no English text of the catalogue in any Hindi e-mail, and mark the HTML as Hindi', () => {
    const leftovers: string[] = [];
    for (const mail of visitorMails('hi')) {
      for (const text of english) {
        for (const part of [mail.subject, mail.textBody, mail.htmlBody])
          if (part.includes(text)) leftovers.push(`${mail.kind}: ${text}`);
      }
      expect(mail.htmlBody).toContain('<html lang="hi">');
    }
    expect([...new Set(leftovers)]).toEqual([]);
  });

  it('speak Hindi with Indian amounts and Hindi dates', () => {
    const [paid, free, volunteer, joined, offer] = visitorMails('hi');
    expect(paid.subject).toBe('बुकिंग की पुष्टि: Yoga Retreat');
    expect(paid.textBody).toContain('पंजीकरण के लिए धन्यवाद। Yoga Retreat के लिए आपकी बुकिंग की पुष्टि हो गई है।');
    expect(paid.textBody).toContain('कुल राशि: ₹1,25,000');
    expect(paid.textBody).toContain('आयोजन की तिथियाँ: 10–12 दिसंबर 2026');
    expect(paid.textBody).toContain('अपनी बुकिंग सँभालें (रसीद, टिकट, कैलेंडर): https://yoga.example.org/bookings/t');
    expect('content' in paid.attachments[0] && paid.attachments[0].content).toContain(
      'DESCRIPTION:बुकिंग आईडी b1\\, 2 टिकट।',
    );
    expect(free.textBody).toContain('टिकट का प्रकार: लागू नहीं');
    expect(volunteer.subject).toBe('Yoga Foundation के लिए आपका स्वयंसेवक आवेदन');
    expect(joined.textBody).toContain('(आपका क्रमांक: 3)');
    expect(offer.textBody).toContain('अपनी सीटों की पुष्टि करें: https://yoga.example.org/waitlist-offers/t');
    const mails = visitorMails('hi');
    const monthly = mails.find((mail) => mail.textBody.includes('मासिक दान शुरू'));
    expect(monthly?.textBody).toContain(
      'आपका ₹1,25,000 का मासिक दान शुरू हो गया है; पहले ₹1,25,000 आज प्राप्त हुए; अगली राशि 23 दिसंबर 2026 को देय है।',
    );
    const partialRefund = mails.find((mail) => mail.subject.startsWith('धनवापसी का अनुरोध'));
    expect(partialRefund?.subject).toBe('धनवापसी का अनुरोध: Yoga Retreat के लिए ₹62,500');
    expect(partialRefund?.textBody).toContain(
      '₹1,25,000 में से ₹62,500 (50%) की धनवापसी का अनुरोध कर दिया गया है।',
    );
  });

  it('are English, unchanged, without a language or with English', () => {
    const [paid] = visitorMails('en');
    expect(paid.subject).toBe('Booking confirmed: Yoga Retreat');
    expect(paid.htmlBody).toMatch(/^<!doctype html><html><body>/);
    const url = 'https://yoga.example.org/bookings/t';
    expect(bookingConfirmationMail(receipt, 'Yoga Foundation', url)).toEqual(
      bookingConfirmationMail(receipt, 'Yoga Foundation', url, undefined, 'en'),
    );
  });

  it('keep the staff’s e-mail in English whatever the applicant’s language', () => {
    const mail = volunteerApplicationStaffMail(
      {
        id: 'v1',
        name: 'आशा',
        email: 'a@example.org',
        phone: '+91',
        city: 'Varanasi',
        roleTitle: 'Seva',
        availability: 'Weekends',
        message: 'नमस्ते',
        createdAt: at,
      },
      'staff@example.org',
    );
    expect(mail.subject).toBe('Volunteer application: Seva (आशा)');
    expect(mail.textBody).toContain('Availability: Weekends');
  });
});
