/**
 * Cancelling a booking: the rule staff set per event, and the one pure function that decides from the rule,
 * the amount paid, the event's start and the time now whether a booking can be cancelled, how much comes
 * back, until when, and the sentence the visitor reads before confirming. The API enforces it, the booking
 * page and the admin panel show it; docs/product.md "Manage my booking" describes it. The event's
 * cancellation policy text stays what visitors read on the event page; this rule is what the server does.
 */
import { formatIndiaTime, formatIndianLongDate } from './dates.js';
import { formatInr } from './money.js';
import { registrationClosesAt } from './registration-window.js';
import type { Locale } from './locale.js';
import type { RegistrationStatus } from './types.js';

/** Cancellable by the attendee until some hours before the start, or not by the attendee at all. */
export type CancellationRuleKind = 'until-deadline' | 'not-cancellable';
export const CANCELLATION_RULE_KINDS: readonly CancellationRuleKind[] = ['until-deadline', 'not-cancellable'];
export const CANCELLATION_RULE_LABELS: Record<CancellationRuleKind, string> = {
  'until-deadline': 'Cancellable until a deadline',
  'not-cancellable': 'Not cancellable',
};

/** An event's cancellation rule, as its three stored fields (EventFields `cancellation*`). */
export interface CancellationRule {
  kind: CancellationRuleKind;
  /** Hours before the event's start when cancelling closes (0 to 8760). */
  hoursBefore: number;
  /** Whole percent of the amount paid that is refunded (0 to 100). */
  refundPercent: number;
}

/** What a new event gets: cancellable until 48 hours before the start, everything refunded. */
export const DEFAULT_CANCELLATION_RULE: CancellationRule = {
  kind: 'until-deadline',
  hoursBefore: 48,
  refundPercent: 100,
};

/** A year: a deadline further back than that is a typing error, not a policy. */
export const CANCELLATION_HOURS_MAX = 8760;

export const CANCELLATION_MESSAGES = {
  kind: 'Cancellation rule must be "until-deadline" or "not-cancellable"',
  hours: `Cancellation deadline must be a whole number of hours from 0 to ${CANCELLATION_HOURS_MAX}`,
  percent: 'Refund percentage must be a whole number from 0 to 100',
  notCancellable: 'This booking cannot be cancelled: the event does not allow cancellations.',
  notCompleted: 'Only a confirmed booking can be cancelled.',
  nothingToRefund: 'There is nothing to refund for this registration.',
} as const;

/** Problems of a rule as sent by a form or a request (field names of EventFields), empty when valid. */
export function cancellationRuleProblems(rule: {
  cancellationRule?: unknown;
  cancellationHoursBefore?: unknown;
  cancellationRefundPercent?: unknown;
}): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const whole = (value: unknown, max: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
  if (!(CANCELLATION_RULE_KINDS as readonly unknown[]).includes(rule.cancellationRule)) {
    problems.push({ field: 'cancellationRule', message: CANCELLATION_MESSAGES.kind });
  }
  if (!whole(rule.cancellationHoursBefore, CANCELLATION_HOURS_MAX)) {
    problems.push({ field: 'cancellationHoursBefore', message: CANCELLATION_MESSAGES.hours });
  }
  if (!whole(rule.cancellationRefundPercent, 100)) {
    problems.push({ field: 'cancellationRefundPercent', message: CANCELLATION_MESSAGES.percent });
  }
  return problems;
}

/** The rule of an event's stored fields. */
export function cancellationRuleOf(event: {
  cancellationRule: CancellationRuleKind;
  cancellationHoursBefore: number;
  cancellationRefundPercent: number;
}): CancellationRule {
  return {
    kind: event.cancellationRule,
    hoursBefore: event.cancellationHoursBefore,
    refundPercent: event.cancellationRefundPercent,
  };
}

/**
 * When an event starts, for cancellation deadlines: events are stored as calendar dates, so their start is
 * the hour registration closes on the start date (09:00 India time).
 */
export const eventStartsAt = (startDate: string): Date => registrationClosesAt(startDate);

/** The refund of `percent` of an amount, in whole paise, rounded down (never more than was paid). */
export const refundPaiseOf = (amountPaise: number, percent: number): number =>
  Math.floor((amountPaise * percent) / 100);

/**
 * A refund in words, exact about amounts: '₹1,200 (100%)' when everything comes back, '₹600 of ₹1,200
 * (50%)' otherwise.
 */
export function refundInWords(refundPaise: number, amountPaise: number): string {
  const percent = amountPaise === 0 ? 0 : Math.round((refundPaise * 100) / amountPaise);
  const refund = formatInr(refundPaise / 100);
  const whole = refundPaise === amountPaise ? refund : `${refund} of ${formatInr(amountPaise / 100)}`;
  return `${whole} (${percent}%)`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * An instant in India time as '07:00 on 10 December 2026 (India time)' (the wording of the English
 * refusals); in Hindi '10 दिसंबर 2026 को सुबह 7:00 बजे (भारतीय समय)', the long date and `formatIndiaTime`, in the
 * order a Hindi sentence reads it.
 */
export function formatDeadline(instant: Date, locale: Locale = 'en'): string {
  const local = new Date(instant.getTime() + IST_OFFSET_MS);
  const day = formatIndianLongDate(local.toISOString().slice(0, 10), locale);
  if (locale === 'hi') return `${day} को ${formatIndiaTime(instant, 'hi', true)}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  return `${time} on ${day} (India time)`;
}

/**
 * Why a booking cannot be cancelled now (null when it can): the event's rule, its deadline, or the booking
 * itself (already cancelled, or never confirmed).
 */
export type CancellationRefusal = 'not-cancellable' | 'deadline-passed' | 'cancelled' | 'not-completed';

/** What the rule gives a booking now. */
export interface CancellationTerms {
  /** Whether the attendee may cancel now. */
  cancellable: boolean;
  refusal: CancellationRefusal | null;
  /** When cancelling closes (ISO 8601), null for an event that is not cancellable. */
  deadline: string | null;
  /** Whole paise paid for the booking (0: free). */
  amountPaise: number;
  /** Whole paise that come back if cancelled now (0 when not cancellable). */
  refundPaise: number;
  refundPercent: number;
  /** What the visitor reads before confirming (and the reason of a refusal). */
  summary: string;
}

/**
 * Decides a cancellation. Until the deadline (start minus `hoursBefore`, the deadline itself excluded) the
 * booking can be cancelled and `refundPercent` of the amount comes back; afterwards, or when the event is
 * not cancellable, it cannot. Free bookings have no money sentence.
 */
export function cancellationTerms(input: {
  rule: CancellationRule;
  amountPaise: number;
  /** The event's start date, `YYYY-MM-DD`. */
  startDate: string;
  now: Date;
}): CancellationTerms {
  const { rule, amountPaise, startDate, now } = input;
  if (rule.kind === 'not-cancellable') {
    return {
      cancellable: false,
      refusal: 'not-cancellable',
      deadline: null,
      amountPaise,
      refundPaise: 0,
      refundPercent: 0,
      summary: CANCELLATION_MESSAGES.notCancellable,
    };
  }
  const deadline = new Date(eventStartsAt(startDate).getTime() - rule.hoursBefore * 3600_000);
  const when = formatDeadline(deadline);
  if (now.getTime() >= deadline.getTime()) {
    return {
      cancellable: false,
      refusal: 'deadline-passed',
      deadline: deadline.toISOString(),
      amountPaise,
      refundPaise: 0,
      refundPercent: 0,
      summary: `Cancellation closed at ${when}.`,
    };
  }
  const refundPaise = refundPaiseOf(amountPaise, rule.refundPercent);
  let money = '';
  if (amountPaise > 0) {
    money =
      refundPaise > 0
        ? ` and get ${refundInWords(refundPaise, amountPaise).replace(' (', ' back (')}`
        : `; nothing of the ${formatInr(amountPaise / 100)} paid is refunded (0%)`;
  }
  return {
    cancellable: true,
    refusal: null,
    deadline: deadline.toISOString(),
    amountPaise,
    refundPaise,
    refundPercent: amountPaise > 0 ? rule.refundPercent : 0,
    summary: `You can cancel until ${when}${money}.`,
  };
}

/** A refund's state as the booking page and the admin panel show it. */
export type BookingRefundStatus = 'pending' | 'processed' | 'failed';
export const BOOKING_REFUND_STATUS_LABELS: Record<BookingRefundStatus, string> = {
  pending: 'Refund requested',
  processed: 'Refunded',
  failed: 'Refund failed',
};

/** A booking's refund (its one row of payment_refunds), for the booking page and the admin panel. */
export interface BookingRefund {
  status: BookingRefundStatus;
  /** Rupees. */
  amount: number;
  /** '₹600 of ₹1,200 (50%)'. */
  inWords: string;
  /** Why it failed, in the provider's words (failed only). */
  failureReason: string | null;
  requestedAt: string;
  processedAt: string | null;
}

/** The admin list's refund filter: a refund in one of its states, or none requested. */
export type RefundStatusFilter = BookingRefundStatus | 'none';
export const REFUND_STATUS_FILTERS: readonly RefundStatusFilter[] = [
  'pending',
  'processed',
  'failed',
  'none',
];

/**
 * A registration in the admin API (`/api/admin/registrations`), with its event's title, dates and location
 * joined, its cancellation and its refund.
 */
export interface AdminRegistration {
  id: string;
  /** The language the person used ('en' | 'hi'): their e-mails and documents speak it. */
  locale: Locale;
  eventId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  ticketTypePrice: number;
  totalAmount: number;
  paymentStatus: RegistrationStatus;
  paymentId: string | null;
  orderId: string | null;
  /** Money arrived after the seats were gone: the admin must refund it (the registration is failed). */
  needsRefund: boolean;
  refundReason: string | null;
  /** When and by whom the booking was cancelled (null while it is not). */
  cancelledAt: string | null;
  cancelledBy: BookingCanceller | null;
  /** Its refund, once one was requested (payment_refunds). */
  refund: BookingRefund | null;
  /**
   * Money is owed and no refund was requested yet: a late payment ("Refund due"), or a cancellation whose
   * refund request never reached the provider. Staff's "Refund now" requests it.
   */
  refundDue: boolean;
  /** Rupees "Refund now" asks for when a refund is due (null otherwise). */
  refundDueAmount: number | null;
  createdAt: string;
  updatedAt: string;
  event: { id: string; title: string; startDate: string; endDate: string; location: string };
  /** Admissions checked in at the door (0..numberOfTickets) and when the latest was. */
  checkedIn: number;
  lastCheckedInAt: string | null;
  /** An event for children: the parent's or guardian's name and when they consented (ISO); null otherwise. */
  guardianName: string | null;
  guardianConsentAt: string | null;
}

/** Who cancelled a booking: its attendee, staff (one booking), or staff cancelling its whole event. */
export type BookingCanceller = 'attendee' | 'staff' | 'event';

/** How much a staff cancellation gives back: all that was paid, what the event's rule gives, or nothing. */
export type StaffRefundChoice = 'full' | 'rule' | 'none';
export const STAFF_REFUND_CHOICES: readonly StaffRefundChoice[] = ['full', 'rule', 'none'];

/** Body of `POST /api/admin/registrations/:id/cancel`. */
export interface StaffCancelRegistrationRequest {
  refund: StaffRefundChoice;
}
