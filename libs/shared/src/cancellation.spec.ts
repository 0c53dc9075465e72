import {
  cancellationRuleProblems,
  cancellationTerms,
  DEFAULT_CANCELLATION_RULE,
  formatDeadline,
  refundInWords,
  refundPaiseOf,
} from './cancellation.js';
import { refundInWordsText, refundStatusSentence, refundStatusText, renderApiText } from './api-messages.js';

// 12 December 2026 starts at 09:00 India time (03:30 UTC): 48 hours before is 10 December, 09:00 IST.
const START = '2026-12-12';
const DEADLINE_48H = new Date('2026-12-10T03:30:00Z');
const before = (instant: Date, ms = 1) => new Date(instant.getTime() - ms);

describe('cancellationTerms', () => {
  it('lets a paid booking be cancelled until 48 hours before the start with everything back (the default)', () => {
    const terms = cancellationTerms({
      rule: DEFAULT_CANCELLATION_RULE,
      amountPaise: 120000,
      startDate: START,
      now: before(DEADLINE_48H),
    });
    expect(terms).toEqual({
      cancellable: true,
      refusal: null,
      deadline: '2026-12-10T03:30:00.000Z',
      amountPaise: 120000,
      refundPaise: 120000,
      refundPercent: 100,
      summary: 'You can cancel until 09:00 on 10 December 2026 (India time) and get ₹1,200 back (100%).',
    });
  });

  it('says exactly how much of the amount comes back with a partial refund, rounded down to the paisa', () => {
    const half = cancellationTerms({
      rule: { kind: 'until-deadline', hoursBefore: 24, refundPercent: 50 },
      amountPaise: 120000,
      startDate: START,
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(half.refundPaise).toBe(60000);
    expect(half.summary).toBe(
      'You can cancel until 09:00 on 11 December 2026 (India time) and get ₹600 of ₹1,200 back (50%).',
    );
    expect(refundPaiseOf(99999, 33)).toBe(32999);
  });

  it('has no money sentence for a free booking', () => {
    const terms = cancellationTerms({
      rule: { kind: 'until-deadline', hoursBefore: 0, refundPercent: 100 },
      amountPaise: 0,
      startDate: START,
      now: new Date('2026-12-12T03:00:00Z'),
    });
    expect(terms.summary).toBe('You can cancel until 09:00 on 12 December 2026 (India time).');
    expect(terms).toMatchObject({ cancellable: true, refundPaise: 0, refundPercent: 0 });
  });

  it('says when nothing is refunded (0%)', () => {
    const terms = cancellationTerms({
      rule: { kind: 'until-deadline', hoursBefore: 48, refundPercent: 0 },
      amountPaise: 50000,
      startDate: START,
      now: before(DEADLINE_48H),
    });
    expect(terms.summary).toBe(
      'You can cancel until 09:00 on 10 December 2026 (India time); nothing of the ₹500 paid is refunded (0%).',
    );
    expect(terms.refundPaise).toBe(0);
  });

  it('closes at the deadline itself and names it', () => {
    for (const now of [DEADLINE_48H, new Date('2026-12-11T00:00:00Z')]) {
      expect(
        cancellationTerms({ rule: DEFAULT_CANCELLATION_RULE, amountPaise: 120000, startDate: START, now }),
      ).toMatchObject({
        cancellable: false,
        refusal: 'deadline-passed',
        refundPaise: 0,
        summary: 'Cancellation closed at 09:00 on 10 December 2026 (India time).',
      });
    }
  });

  it('refuses every cancellation of a not-cancellable event', () => {
    expect(
      cancellationTerms({
        rule: { kind: 'not-cancellable', hoursBefore: 48, refundPercent: 100 },
        amountPaise: 120000,
        startDate: START,
        now: new Date('2026-01-01T00:00:00Z'),
      }),
    ).toMatchObject({
      cancellable: false,
      refusal: 'not-cancellable',
      deadline: null,
      refundPaise: 0,
      summary: 'This booking cannot be cancelled: the event does not allow cancellations.',
    });
  });
});

describe('the words of refunds', () => {
  it('are exact about amounts', () => {
    expect(refundInWords(60000, 120000)).toBe('₹600 of ₹1,200 (50%)');
    expect(refundInWords(120000, 120000)).toBe('₹1,200 (100%)');
    expect(refundInWords(33333, 100000)).toBe('₹333.33 of ₹1,000 (33%)');
    expect(refundStatusSentence({ status: 'processed', inWords: '₹600 of ₹1,200 (50%)' })).toMatch(
      /^Your refund of ₹600 of ₹1,200 \(50%\) has been processed\./,
    );
  });

  it('are said in the request’s language from the same facts', () => {
    expect(refundInWordsText(60000, 120000)('en')).toBe(refundInWords(60000, 120000));
    expect(refundInWordsText(60000, 120000)('hi')).toBe('₹1,200 में से ₹600 (50%)');
    expect(renderApiText(refundStatusText('processed', 60000, 120000), 'en')).toBe(
      refundStatusSentence({ status: 'processed', inWords: '₹600 of ₹1,200 (50%)' }),
    );
    expect(renderApiText(refundStatusText('pending', 120000, 120000), 'hi')).toBe(
      '₹1,200 (100%) की धनवापसी का अनुरोध कर दिया गया है। बैंक आम तौर पर इसे आपके खाते में लौटाने में 5 से 7 कार्यदिवस लेते हैं।',
    );
  });

  it('write deadlines in India time, 24-hour clock', () => {
    expect(formatDeadline(new Date('2026-12-10T18:45:00Z'))).toBe('00:15 on 11 December 2026 (India time)');
  });

  it('write Hindi deadlines with the long Hindi date and the Hindi time of day', () => {
    expect(formatDeadline(new Date('2026-12-10T18:45:00Z'), 'hi')).toBe(
      '11 दिसंबर 2026 को रात 12:15 बजे (भारतीय समय)',
    );
  });
});

describe('cancellationRuleProblems', () => {
  const valid = {
    cancellationRule: 'until-deadline',
    cancellationHoursBefore: 48,
    cancellationRefundPercent: 100,
  };

  it('accepts the bounds', () => {
    expect(cancellationRuleProblems(valid)).toEqual([]);
    expect(
      cancellationRuleProblems({
        cancellationRule: 'not-cancellable',
        cancellationHoursBefore: 8760,
        cancellationRefundPercent: 0,
      }),
    ).toEqual([]);
  });

  it('names each field out of bounds or of the wrong kind', () => {
    expect(
      cancellationRuleProblems({
        cancellationRule: 'sometimes',
        cancellationHoursBefore: 8761,
        cancellationRefundPercent: 50.5,
      }).map((problem) => problem.field),
    ).toEqual(['cancellationRule', 'cancellationHoursBefore', 'cancellationRefundPercent']);
    expect(cancellationRuleProblems({ ...valid, cancellationHoursBefore: -1 })).toHaveLength(1);
    expect(cancellationRuleProblems({ ...valid, cancellationRefundPercent: '100' })).toHaveLength(1);
  });
});
