/**
 * A person's rights over their personal data (docs/privacy.md "Rights"): download it, correct it, erase
 * it, through the links they already have (booking, My giving) or through a data request staff record.
 * The periods below are law: each names its source in docs/privacy.md.
 */
import { financialYearOf, parseFinancialYear } from './financial-year.js';

/** The kinds of request a person makes (DPDP Act s.11 access, s.12 correction and erasure, s.13 grievance). */
export const DATA_REQUEST_TYPES = ['access', 'correction', 'erasure', 'grievance'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_STATUSES = ['open', 'done', 'refused'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  access: 'Access (download my data)',
  correction: 'Correction',
  erasure: 'Erasure',
  grievance: 'Grievance',
};

export const DATA_REQUEST_STATUS_LABELS: Record<DataRequestStatus, string> = {
  open: 'Open',
  done: 'Done',
  refused: 'Refused (reason in the note)',
};

/**
 * How long the foundation has to answer a request, by the date it was received: DPDP Rules 2025, Rule 14(3)
 * (a grievance is answered within a period the fiduciary publishes, at most ninety days). The Rules give no
 * shorter period for access, correction or erasure, which reach us as grievances when unanswered, so every
 * type takes the same outer limit. In force from the Rules' commencement of Rule 14 (13 May 2027); the
 * product applies it to every request already.
 */
export const DATA_REQUEST_RESPONSE_PERIODS: ReadonlyArray<{
  from: string;
  days: Record<DataRequestType, number>;
  source: string;
}> = [
  {
    from: '2025-11-13',
    days: { access: 90, correction: 90, erasure: 90, grievance: 90 },
    source: 'DPDP Rules, 2025, Rule 14(3)',
  },
];

/** `YYYY-MM-DD` plus whole days, on the calendar (no time zone: both are India's calendar dates). */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !CALENDAR_DATE.test(text)) return false;
  return addDays(text, 0) === text;
}

/**
 * The date a request received on `receivedOn` (India's calendar) must be answered by: the period in force
 * on the day it was received, by the request's own date, never today's.
 */
export function dataRequestDueDate(type: DataRequestType, receivedOn: string): string {
  const rule =
    [...DATA_REQUEST_RESPONSE_PERIODS].reverse().find((period) => period.from <= receivedOn) ??
    DATA_REQUEST_RESPONSE_PERIODS[0];
  return addDays(receivedOn, rule.days[type]);
}

/**
 * Until when a donation's tax record must be kept: Income-tax Rules, 1962, Rule 17AA(4) keeps a registered
 * trust's books and documents (donor's name, address, PAN) for ten years from the end of the assessment
 * year they relate to; the assessment year follows the financial (tax) year of the gift, so a gift of
 * 2026-27 is kept to the end of 31 March 2038. `years` is the configured period (TAX_RECORDS_RETENTION_YEARS).
 * Answers the last day (`YYYY-MM-DD`) of the period.
 */
export function taxRecordKeptUntil(receivedAt: Date, years: number): string {
  const year = parseFinancialYear(financialYearOf(receivedAt))!;
  // The assessment year ends 31 March of startYear + 2; `years` more from there.
  return `${year.startYear + 2 + years}-03-31`;
}

/** Why a record outlives an erasure. */
export const KEPT_REASONS = ['tax_record', 'active_recurring_gift'] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

/** What an erasure kept, why and until when (the site words each reason in both languages). */
export interface KeptRecord {
  kind: 'donation' | 'recurring_gift';
  id: string;
  /** Rupees. */
  amount: number;
  /** ISO instant of the gift (donation) or when it was set up (recurring gift). */
  date: string;
  reason: KeptReason;
  /** Last day it is kept (`YYYY-MM-DD`); null while it lasts (an active recurring gift). */
  keptUntil: string | null;
  /** What of the person it still holds. */
  fields: string[];
}

/** How many rows of each kind an erasure anonymised (their figures stay). */
export interface ErasedCounts {
  registrations: number;
  waitlistEntries: number;
  donations: number;
  recurringGifts: number;
  contactMessages: number;
  volunteerApplications: number;
  newsletterSubscriptions: number;
  emails: number;
}

/** Answer of `POST /api/bookings/{token}/erase`, `POST /api/my-giving/erase` and a data request's erase. */
export interface ErasureReport {
  /** ISO instant. */
  erasedAt: string;
  /** What this request anonymised now (zeros when repeated: erasing twice changes nothing more). */
  erased: ErasedCounts;
  /** What is kept, because a law requires it or it is still running. */
  kept: KeptRecord[];
}

/** The notice a record was sent with (DPDP Act s.6: what the person accepted). */
export interface ConsentRecord {
  record: string;
  recordId: string;
  noticeVersion: number | null;
  acceptedAt: string | null;
}

/**
 * Answer of `GET /api/bookings/{token}/my-data` and `GET /api/my-giving/my-data`: everything held about the
 * e-mail address, record by record, with the fields as stored (DPDP Act s.11).
 */
export interface MyDataExport {
  email: string;
  /** ISO instant the export was made. */
  madeAt: string;
  registrations: Array<{
    id: string;
    event: string;
    eventStartDate: string;
    name: string;
    email: string;
    phone: string;
    address: string;
    numberOfTickets: number;
    totalAmount: number;
    status: string;
    locale: string;
    /** An event for children: the parent's or guardian's name and when they consented (ISO). */
    guardianName: string | null;
    guardianConsentAt: string | null;
    createdAt: string;
  }>;
  waitlistEntries: Array<{
    id: string;
    event: string;
    name: string;
    email: string;
    phone: string;
    numberOfTickets: number;
    status: string;
    createdAt: string;
  }>;
  donations: Array<{
    id: string;
    amount: number;
    name: string | null;
    email: string | null;
    phone: string | null;
    pan: string | null;
    address: string | null;
    status: string;
    giftMode: string;
    createdAt: string;
    receipts: Array<{ receiptNumber: string; is80G: boolean; issuedAt: string; cancelledAt: string | null }>;
  }>;
  recurringGifts: Array<{
    id: string;
    amount: number;
    period: string;
    status: string;
    name: string | null;
    email: string;
    phone: string | null;
    pan: string | null;
    address: string | null;
    createdAt: string;
  }>;
  /** Contact messages carry no e-mail: those sent from a phone number of the person's own records. */
  contactMessages: Array<{
    id: string;
    fullName: string;
    whatsappNumber: string;
    message: string;
    createdAt: string;
  }>;
  volunteerApplications: Array<{
    id: string;
    name: string;
    email: string;
    phone: string;
    city: string;
    role: string;
    availability: string;
    message: string;
    status: string;
    createdAt: string;
  }>;
  newsletter: { subscribedAt: string } | null;
  consents: ConsentRecord[];
}

/** Body of `PATCH /api/bookings/{token}`: what the attendee may correct (PAN goes through tax details). */
export interface CorrectBookingRequest {
  name?: string;
  phone?: string;
  address?: string;
}

/** A data request as the admin API answers it (`/api/admin/data-requests`). */
export interface DataRequest {
  id: string;
  type: DataRequestType;
  email: string;
  /** `YYYY-MM-DD`, India's calendar. */
  receivedOn: string;
  /** `YYYY-MM-DD`: computed by `dataRequestDueDate`, never sent by the client. */
  dueOn: string;
  status: DataRequestStatus;
  note: string;
  /** Whether it is still open after its due date (India's calendar). */
  overdue: boolean;
  /** ISO instant, or null: when staff last exported or erased through it. */
  actedAt: string | null;
  createdAt: string;
}

export const DATA_REQUEST_LIMITS = { emailMax: 320, noteMax: 2000 } as const;

/** The placeholder an erased e-mail address becomes (`erased-<id>@erased.invalid`, RFC 2606's .invalid). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
/** What an erased name reads as. */
export const ERASED_NAME = 'Erased';
