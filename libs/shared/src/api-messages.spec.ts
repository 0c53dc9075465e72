import {
  API_MESSAGES,
  apiMessage,
  apiMessagePlaceholders,
  cancellationSummaryText,
  localizeApiMessage,
  renderApiText,
  tooManyRequestsText,
  type ApiMessageKey,
} from './api-messages.js';
import { cancellationTerms, formatDeadline } from './cancellation.js';
import { formatIndiaDateTime } from './dates.js';
import { LOCALES } from './locale.js';
import { formatSessionStart, SESSION_MESSAGES } from './sessions.js';
import { tooManyRequestsMessage, type RateLimitedAction } from './messages.js';

const entries = Object.entries(API_MESSAGES) as [ApiMessageKey, { en: string; hi: string }][];
const DEVANAGARI = /[\u0900-\u097F]/;

describe('API_MESSAGES', () => {
  it.each(entries)(
    '%s has a text in every language, Hindi in Devanagari, with the same values',
    (_key, entry) => {
      for (const locale of LOCALES) expect(entry[locale].trim()).not.toBe('');
      expect(entry.hi).toMatch(DEVANAGARI);
      expect(apiMessagePlaceholders(entry.hi)).toEqual(apiMessagePlaceholders(entry.en));
    },
  );

  it('gives one English text one Hindi text, so a finished English answer has one translation', () => {
    const hindiOf = new Map<string, string>();
    for (const [key, entry] of entries) {
      const seen = hindiOf.get(entry.en);
      if (seen !== undefined) expect(`${key}: ${entry.hi}`).toBe(`${key}: ${seen}`);
      hindiOf.set(entry.en, entry.hi);
    }
  });
});

describe('renderApiText', () => {
  it('puts values, nested texts and values written per language into the template', () => {
    expect(apiMessage('ticketsAvailable', { available: 2 })).toBe('Only 2 tickets available for this type.');
    expect(apiMessage('ticketsAvailable', { available: 2 }, 'hi')).toBe('इस प्रकार के केवल 2 टिकट उपलब्ध हैं।');
    const closed = {
      key: 'cancellationClosedAt',
      values: { when: (locale: 'en' | 'hi') => formatDeadline(new Date('2026-12-10T18:45:00Z'), locale) },
    } as const;
    expect(renderApiText(closed, 'en')).toBe(
      'Cancellation closed at 00:15 on 11 December 2026 (India time).',
    );
    expect(renderApiText(closed, 'hi')).toBe(
      'रद्द करने का समय 11 दिसंबर 2026 को रात 12:15 बजे (भारतीय समय) समाप्त हो गया।',
    );
  });

  it('says every 429 in English exactly as tooManyRequestsMessage, and in Hindi with the same wait', () => {
    const actions: RateLimitedAction[] = [
      'registration',
      'donationOrder',
      'contact',
      'newsletter',
      'myGiving',
      'bookingResend',
      'volunteerApplication',
      'bookingCancel',
      'checkInScans',
      'checkInWalkIns',
      'waitlistJoin',
      'eventMessage',
      'staffInvite',
      'personalData',
    ];
    for (const action of actions) {
      for (const seconds of [0, 1, 59, 60, 61, 420, 5400, 5401, 86400]) {
        expect(renderApiText(tooManyRequestsText(action, seconds), 'en')).toBe(
          tooManyRequestsMessage(action, seconds),
        );
      }
    }
    expect(renderApiText(tooManyRequestsText('registration', 420), 'hi')).toBe(
      'आपके नेटवर्क से बहुत अधिक पंजीकरण हुए हैं। कृपया 7 मिनट बाद फिर से प्रयास करें।',
    );
    expect(renderApiText(tooManyRequestsText('contact', 3 * 3600), 'hi')).toBe(
      'आपके नेटवर्क से बहुत अधिक संदेश आए हैं। कृपया 3 घंटे बाद फिर से प्रयास करें।',
    );
  });
});

describe('localizeApiMessage', () => {
  it('finds the Hindi of a fixed English text, of a list of them, and leaves other texts English', () => {
    expect(localizeApiMessage('Sold Out', 'hi')).toBe('सभी टिकट बिक चुके');
    expect(localizeApiMessage('Sold Out', 'en')).toBe('Sold Out');
    expect(
      localizeApiMessage('PAN must look like ABCDE1234F; Address is required when PAN is given', 'hi'),
    ).toBe('पैन, ABCDE1234F जैसा होना चाहिए; पैन देने पर पता आवश्यक है');
    expect(localizeApiMessage('Event title is required', 'hi')).toBe('Event title is required');
  });
});

describe('the join link’s refusal', () => {
  it('names the next start in the language of the answer', () => {
    const start = new Date('2026-11-30T01:30:00Z');
    const text = {
      key: 'sessionStartsAt',
      values: { when: (locale: 'en' | 'hi') => formatSessionStart(start, locale) },
    } as const;
    expect(renderApiText(text, 'en')).toBe(SESSION_MESSAGES.startsAt(formatSessionStart(start)));
    expect(renderApiText(text, 'hi')).toBe('अगला सत्र सोमवार, 30 नवंबर को सुबह 7:00 बजे (भारतीय समय) शुरू होगा');
  });
});

describe('cancellationSummaryText', () => {
  const now = new Date('2026-12-01T06:30:00Z');
  const terms = (
    kind: 'until-deadline' | 'not-cancellable',
    refundPercent: number,
    amountPaise: number,
    startDate: string,
  ) => cancellationTerms({ rule: { kind, hoursBefore: 24, refundPercent }, amountPaise, startDate, now });

  it('says in English exactly the summary of the rule’s terms, in every case', () => {
    const cases = [
      terms('until-deadline', 100, 50000, '2026-12-20'),
      terms('until-deadline', 50, 50000, '2026-12-20'),
      terms('until-deadline', 33, 99900, '2026-12-20'),
      terms('until-deadline', 0, 50000, '2026-12-20'),
      terms('until-deadline', 50, 0, '2026-12-20'),
      terms('until-deadline', 50, 50000, '2026-12-01'),
      terms('not-cancellable', 0, 50000, '2026-12-20'),
    ];
    for (const caseTerms of cases) {
      expect(renderApiText(cancellationSummaryText(caseTerms), 'en')).toBe(caseTerms.summary);
    }
  });

  it('says them in Hindi with the deadline and the amounts', () => {
    expect(
      renderApiText(cancellationSummaryText(terms('until-deadline', 50, 50000, '2026-12-20')), 'hi'),
    ).toBe(
      'आप 19 दिसंबर 2026 को सुबह 9:00 बजे (भारतीय समय) तक रद्द कर सकते हैं और ₹500 में से ₹250 (50%) वापस पा सकते हैं।',
    );
    expect(
      renderApiText(cancellationSummaryText(terms('until-deadline', 0, 50000, '2026-12-20')), 'hi'),
    ).toBe(
      'आप 19 दिसंबर 2026 को सुबह 9:00 बजे (भारतीय समय) तक रद्द कर सकते हैं; चुकाए गए ₹500 में से कुछ भी वापस नहीं मिलेगा (0%)।',
    );
    const cancelled = {
      ...terms('until-deadline', 50, 50000, '2026-12-20'),
      refusal: 'cancelled' as const,
      refundPaise: 25000,
    };
    const at = new Date('2026-12-02T04:30:00Z');
    expect(renderApiText(cancellationSummaryText(cancelled, at), 'en')).toBe(
      `This booking was cancelled on ${formatIndiaDateTime(at)} (India time). Refund: ₹250 of ₹500 (50%).`,
    );
    expect(renderApiText(cancellationSummaryText(cancelled, at), 'hi')).toBe(
      `यह बुकिंग ${formatIndiaDateTime(at, 'hi')} को रद्द की गई। वापसी: ₹500 में से ₹250 (50%)।`,
    );
  });
});
