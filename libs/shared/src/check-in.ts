/**
 * Door check-in: the contract between the API (`/api/check-in/...`, `/api/admin/check-in-links`) and the
 * check-in screen for volunteers' phones (`/admin/check-in`), which works offline. Tickets carry the signed
 * QR token of bookings.ts; the screen verifies it with the published public key and the event's snapshot,
 * records scans locally and syncs them in batches. docs/product.md describes the screen; docs/check-in.md
 * how to run check-in at an event.
 */
import { indiaCalendarDate } from './dates.js';

/**
 * The header a volunteer's check-in link authorises with (the link's secret). It opens the check-in routes
 * of ONE event and nothing else; an admin's session (Authorization: Bearer) opens them for every event.
 */
export const CHECK_IN_TOKEN_HEADER = 'X-Check-In-Token';

/** Where a check-in link opens the screen: the admin deployable's check-in page, the secret in the fragment. */
export const checkInLinkPath = (token: string) => `/admin/check-in#token=${token}`;

/** A volunteer's check-in link as staff see it in the event's admin page (resource `check-in-links`). */
export interface CheckInLink {
  id: string;
  eventId: string;
  /** Who or which door it is for, e.g. "Main gate, Ravi". */
  label: string;
  /** The whole link to send the volunteer (site origin + checkInLinkPath). */
  url: string;
  createdAt: string;
  /** The day after the event ends (India time), end of day. */
  expiresAt: string;
  revokedAt: string | null;
  /** Scans recorded through this link. */
  scans: number;
}

/**
 * The last day a link works, `YYYY-MM-DD` in India: a link expires at the midnight (India) that starts the
 * second day after its event, so it works until the end of the day before.
 */
export const checkInLinkLastDay = (expiresAt: string): string =>
  indiaCalendarDate(new Date(new Date(expiresAt).getTime() - 1));

/** Body of `POST /api/admin/check-in-links`. */
export interface CreateCheckInLinkRequest {
  eventId: string;
  label: string;
}

/** Answer of `GET /api/check-in/session`: who is checking in, and for which events. */
export interface CheckInSessionResponse {
  /** 'link' for a volunteer's link (one event), 'admin' for a signed-in admin. */
  kind: 'link' | 'admin';
  /** The events this caller may check in: the link's one event, or upcoming and ongoing events for an admin. */
  events: CheckInEventSummary[];
  /** The volunteer's link (null for an admin): the screen shows its label and until when it works. */
  link: { label: string; expiresAt: string } | null;
}

export interface CheckInEventSummary {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  location: string;
}

/** Why a booking may not enter, whatever its ticket says. */
export type CheckInBookingState = 'valid' | 'cancelled' | 'refunded';

/** One booking in an event's snapshot: what the screen needs to decide at the door without the network. */
export interface CheckInSnapshotBooking {
  /** The booking (registration) id, as in the ticket's token. */
  id: string;
  name: string;
  /** For search by phone at the door. */
  phone: string;
  ticketTypeName: string | null;
  /** How many people the booking admits (its number of tickets). */
  admissions: number;
  state: CheckInBookingState;
  /** Admissions already checked in, as the server knows at `generatedAt`. */
  checkedIn: number;
  /** The latest check-in the server knows of (for "already checked in at 10:42 on Gate 2"). */
  lastCheckIn: { at: string; device: string } | null;
}

/** Answer of `GET /api/check-in/events/{eventId}/snapshot`; the screen keeps it in IndexedDB. */
export interface CheckInSnapshot {
  event: CheckInEventSummary;
  /** When the server made it (the screen shows how old it is). */
  generatedAt: string;
  /** The Ed25519 public key (raw, base64url) that verifies the tickets, as `GET /api/check-in/public-key`. */
  publicKey: string;
  /** Admissions of valid (completed, not cancelled) bookings. */
  expected: number;
  checkedIn: number;
  /** Completed bookings, including the cancelled and refunded ones (so the door can say so). */
  bookings: CheckInSnapshotBooking[];
  /** What a walk-in pays, for the screen's Walk-in form offline (absent in snapshots stored before). */
  walkIn?: CheckInWalkInPrices;
}

/** The event's prices and seats as the Walk-in form shows them; the server checks them again. */
export interface CheckInWalkInPrices {
  isPaid: boolean;
  /** Rupees, exact decimal text: the price of one ticket when the event has no ticket types. */
  price: string;
  ticketTypes: { id: string; name: string; price: string; seatsLeft: number | null }[];
}

/** A scan recorded on a phone. `clientScanId` makes it idempotent: a replayed batch changes nothing. */
export type CheckInScanInput =
  | {
      clientScanId: string;
      kind: 'admit';
      eventId: string;
      bookingId: string;
      /** How many of the booking's admissions this scan lets in (1..admissions). */
      admissions: number;
      /** When the phone recorded it (ISO); the earliest scan of an admission wins. */
      scannedAt: string;
    }
  | {
      clientScanId: string;
      kind: 'undo';
      eventId: string;
      bookingId: string;
      /** The admit scan this undoes. */
      undoes: string;
      scannedAt: string;
    };

/**
 * Body of `POST /api/check-in/scans` (at most CHECK_IN_MAX_BATCH scans; an empty list asks only for the
 * conflicts other phones revealed and, with a link, its event's counts).
 */
export interface CheckInScanBatch {
  /** A stable random id of the phone (kept in its storage) and the name the volunteer gave it. */
  device: { id: string; name: string };
  scans: CheckInScanInput[];
}

export const CHECK_IN_MAX_BATCH = 200;

/**
 * Why the API refuses a check-in link (401, JSON `{ statusCode, message, code }`): the screen shows
 * `message` and, for these codes, stops syncing until a new link is opened.
 */
export type CheckInLinkRefusal = 'check_in_link_unknown' | 'check_in_link_revoked' | 'check_in_link_expired';

/** The API's words for the check-in refusals (the screen may show `message` as it comes). */
export const CHECK_IN_MESSAGES = {
  linkUnknown: 'This check-in link is not valid. Ask the event staff for a new link.',
  linkRevoked: 'This check-in link has been switched off by the staff. Ask them for a new link.',
  linkExpired: 'This check-in link has expired. Ask the event staff for a new link.',
  eventNotFound: 'Event not found',
  otherEvent: 'This check-in link is for another event.',
  linkNotFound: 'Check-in link not found',
  labelRequired: 'Say who or which door the link is for',
} as const;

/**
 * What the server decided for one scan:
 * - admitted: all its admissions were let in;
 * - conflict: another scan (another phone, or earlier on this one) let in some or all of these admissions
 *   first: `admitted` says how many of this scan's admissions still counted (0..requested);
 * - undone: an undo applied (or the admit it undoes was already undone);
 * - not-for-this-event, cancelled, unknown-booking: refused, nothing admitted.
 */
export type CheckInScanOutcome =
  'admitted' | 'conflict' | 'undone' | 'not-for-this-event' | 'cancelled' | 'unknown-booking';

export interface CheckInScanResult {
  clientScanId: string;
  outcome: CheckInScanOutcome;
  /** Admissions this scan let in, after conflicts. */
  admitted: number;
  /** The booking's state after the whole batch: checked in of admissions. */
  booking: { id: string; checkedIn: number; admissions: number } | null;
  /** For a conflict: the scan that came first. */
  firstScan: { at: string; device: string } | null;
  /**
   * This scan itself: when and on which device it was made. In `conflicts` a result may be another phone's
   * scan whose `firstScan` is this device's (the phone that won learns who else scanned the ticket).
   */
  scan: { at: string; device: string };
}

/** Answer of `POST /api/check-in/scans` (200): one result per scan, in order, and the event's counts. */
export interface CheckInScanBatchResponse {
  results: CheckInScanResult[];
  /** Conflicts involving this device's earlier scans that other phones' later syncs revealed. */
  conflicts: CheckInScanResult[];
  counts: { expected: number; checkedIn: number };
}

/** What the screen shows for a scan, decided offline from the token, the snapshot and the local scans. */
export type CheckInVerdict =
  'admitted' | 'already-checked-in' | 'not-for-this-event' | 'cancelled' | 'forged' | 'unknown-booking';

/** Answer of `GET /api/admin/events/{id}/check-in` (the event's admin page). */
export interface EventCheckInFigures {
  expected: number;
  checkedIn: number;
  byTicketType: { ticketTypeName: string | null; expected: number; checkedIn: number }[];
  byDevice: { device: string; checkedIn: number; lastScanAt: string }[];
  /** Walk-ins registered at the door, per link and phone (see WalkInTotals). */
  walkIns: WalkInTotals[];
}

/**
 * How a walk-in paid at the door: cash in hand, UPI to a QR code the phone shows (Razorpay's QR Codes API,
 * single-use for the exact amount), or nothing (a free ticket).
 */
export const WALK_IN_PAYMENT_MODES = ['cash', 'upi', 'free'] as const;
export type WalkInPaymentMode = (typeof WALK_IN_PAYMENT_MODES)[number];

/**
 * Body of `POST /api/check-in/walk-ins`: someone who arrives without a booking is booked and checked in at
 * once. `clientWalkInId` is the phone's id of the walk-in: sending it again (a sync retried) changes nothing
 * and answers the same booking. The price is the server's: `payment.amount` (rupees) is what the volunteer
 * took and may not be below it; a paid ticket may not be `free`.
 */
export interface CheckInWalkInRequest {
  clientWalkInId: string;
  /** The phone, as in a scan batch (the day's totals are counted per phone and link). */
  device: { id: string; name: string };
  eventId: string;
  /** Required when the event has ticket types. */
  ticketTypeId?: string;
  numberOfTickets: number;
  name: string;
  phone?: string;
  email?: string;
  payment: { mode: WalkInPaymentMode; amount: number; reference?: string };
  /** When the phone recorded it (ISO; defaults to when it arrives): the check-in's time. */
  recordedAt?: string;
}

/** A walk-in's state: done (checked in), or waiting for its UPI payment. */
export type WalkInStatus = 'completed' | 'awaiting-payment' | 'expired';

/** The UPI QR code a walk-in pays (shown on the phone until `qr_code.credited` arrives). */
export interface WalkInUpiQr {
  /** The provider's QR code id (`qr_…`). */
  id: string;
  /** The QR code as an image the phone shows (the provider's image URL, or a data: URL in the sandbox). */
  imageUrl: string;
  /** Whole paise: the exact amount the QR code accepts. */
  amountPaise: number;
  /** Until when it can be paid (ISO). */
  closesAt: string;
}

/** Answer of `POST /api/check-in/walk-ins` (201, or 200 for a replay) and `GET /api/check-in/walk-ins/{id}`. */
export interface CheckInWalkInResponse {
  clientWalkInId: string;
  status: WalkInStatus;
  booking: {
    id: string;
    name: string;
    numberOfTickets: number;
    ticketTypeName: string | null;
    /** Rupees, exact decimal text: the server's price. */
    totalAmount: string;
    mode: WalkInPaymentMode;
  };
  /** The QR code of a UPI walk-in (null otherwise). */
  upi: WalkInUpiQr | null;
  counts: { expected: number; checkedIn: number };
}

/** The walk-ins of an event per link (or admin) and phone, for closing the day at the door. */
export interface WalkInTotals {
  /** The link's label ("Door A"), or "Admin" for an admin's phone. */
  source: string;
  device: string;
  walkIns: number;
  tickets: number;
  /** Rupees, exact decimal text, of completed walk-ins by mode. */
  cash: string;
  upi: string;
}

/** The words of walk-in refusals (the screen shows `message` as it comes). */
export const WALK_IN_MESSAGES = {
  full: 'No seats left for this ticket type: the walk-in was not registered.',
  notEnoughSeats: (left: number) =>
    `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for this ticket type: the walk-in was not registered.`,
  amountBelowPrice: (price: string) => `The amount taken is below the price (${price}).`,
  paidNotFree: 'This ticket is not free: take cash or UPI.',
  freeNotPaid: 'This ticket is free: choose Free.',
  upiUnavailable: 'UPI payments cannot be taken now. Take cash, or try again.',
  upiNeedsNetwork: 'UPI needs the network. Take cash, or wait for the signal.',
  notFound: 'Walk-in not found',
} as const;

/** Answer of the sandbox's `POST /api/payments/sandbox/qr-codes/{qrCodeId}/pay` (a UPI app paying the code). */
export interface SandboxQrCodePayment {
  qrCodeId: string;
  paymentId: string;
  /** What our webhook handler did with the `qr_code.credited` it was given (`completed`, ...). */
  outcome: string | null;
}

/**
 * How long a walk-in's UPI QR code stays open (its seats held meanwhile): Razorpay closes a single-use code
 * no sooner than 15 minutes after it is made (its `close_by`; docs/check-in.md).
 */
export const WALK_IN_UPI_MINUTES = 20;
