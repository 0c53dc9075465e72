import { WALK_IN_PAYMENT_MODES, type CheckInWalkInRequest, type WalkInPaymentMode } from '@foundation/shared';
import { hasControlCharacters } from './scan-batch.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The phone's ids (device, walk-in), as for scans; a walk-in's id stays short enough to name its check-in. */
const CLIENT_ID = /^[A-Za-z0-9_.:-]{8,80}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{1,63}$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;
const EARLIEST = Date.UTC(2020, 0, 1);
/** Rupees with at most two decimals, up to ₹10 crore: more is a typo, never a door payment. */
const MAX_AMOUNT = 100_000_000;

const FIELDS = [
  'clientWalkInId',
  'device',
  'eventId',
  'ticketTypeId',
  'numberOfTickets',
  'name',
  'phone',
  'email',
  'payment',
  'recordedAt',
];

/** Why a walk-in is refused before anything is read or written: the first problem, naming the field. */
export class WalkInBodyProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyFields(record: Record<string, unknown>, allowed: readonly string[], prefix: string): void {
  const unknown = Object.keys(record).find((key) => !allowed.includes(key));
  if (unknown !== undefined)
    throw new WalkInBodyProblem(`${prefix}${unknown}`, `${prefix}${unknown} is not a field of a walk-in`);
}

function matching(value: unknown, field: string, pattern: RegExp): string {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new WalkInBodyProblem(field, `${field} is not valid`);
  return value;
}

function line(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max || hasControlCharacters(value))
    throw new WalkInBodyProblem(field, `${field} must be 1 to ${max} characters`);
  return value.trim();
}

export interface ParsedWalkIn extends Omit<CheckInWalkInRequest, 'recordedAt' | 'payment'> {
  payment: { mode: WalkInPaymentMode; amountPaise: number; reference: string | null };
  recordedAt: Date;
}

/**
 * Checks a `POST /api/check-in/walk-ins` body completely before anything is read or written: well-formed
 * ids, 1 to 10 tickets, a name, an optional phone and e-mail, a payment mode, an amount in rupees (not
 * negative, at most two decimals), a possible time, and no field it does not define. Whether the amount
 * covers the price is the service's rule (the price is the database's).
 */
export function parseWalkIn(body: unknown, now = new Date()): ParsedWalkIn {
  if (!isRecord(body)) throw new WalkInBodyProblem('', 'Send the walk-in as a JSON object');
  onlyFields(body, FIELDS, '');
  const clientWalkInId = matching(body.clientWalkInId, 'clientWalkInId', CLIENT_ID);
  const device = body.device;
  if (!isRecord(device)) throw new WalkInBodyProblem('device', 'device is required');
  onlyFields(device, ['id', 'name'], 'device.');
  const deviceId = matching(device.id, 'device.id', CLIENT_ID);
  const deviceName = line(device.name, 'device.name', 100);
  const eventId = matching(body.eventId, 'eventId', UUID).toLowerCase();
  const ticketTypeId =
    body.ticketTypeId === undefined || body.ticketTypeId === null
      ? undefined
      : matching(body.ticketTypeId, 'ticketTypeId', UUID).toLowerCase();
  const tickets = body.numberOfTickets;
  if (typeof tickets !== 'number' || !Number.isInteger(tickets) || tickets < 1 || tickets > 10)
    throw new WalkInBodyProblem('numberOfTickets', 'numberOfTickets must be a whole number from 1 to 10');
  const name = line(body.name, 'name', 200);
  const phone =
    body.phone === undefined || body.phone === null || body.phone === ''
      ? undefined
      : matching(body.phone, 'phone', PHONE);
  const email =
    body.email === undefined || body.email === null || body.email === ''
      ? undefined
      : matching(body.email, 'email', EMAIL);
  const payment = body.payment;
  if (!isRecord(payment)) throw new WalkInBodyProblem('payment', 'payment is required');
  onlyFields(payment, ['mode', 'amount', 'reference'], 'payment.');
  if (
    typeof payment.mode !== 'string' ||
    !(WALK_IN_PAYMENT_MODES as readonly string[]).includes(payment.mode)
  )
    throw new WalkInBodyProblem('payment.mode', 'payment.mode must be cash, upi or free');
  const amount = payment.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    throw new WalkInBodyProblem('payment.amount', 'payment.amount must be a number of rupees');
  if (amount < 0) throw new WalkInBodyProblem('payment.amount', 'payment.amount may not be negative');
  const amountPaise = Math.round(amount * 100);
  if (Math.abs(amountPaise - amount * 100) > 1e-6 || amount > MAX_AMOUNT)
    throw new WalkInBodyProblem('payment.amount', 'payment.amount must be rupees with at most two decimals');
  const reference =
    payment.reference === undefined || payment.reference === null || payment.reference === ''
      ? null
      : line(payment.reference, 'payment.reference', 100);
  let recordedAt = now;
  if (body.recordedAt !== undefined) {
    const text = body.recordedAt;
    const at = typeof text === 'string' && ISO_INSTANT.test(text) ? new Date(text) : null;
    if (
      !at ||
      Number.isNaN(at.getTime()) ||
      at.getTime() < EARLIEST ||
      at.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS
    )
      throw new WalkInBodyProblem('recordedAt', 'recordedAt is not a possible time');
    recordedAt = at;
  }
  return {
    clientWalkInId,
    device: { id: deviceId, name: deviceName },
    eventId,
    ticketTypeId,
    numberOfTickets: tickets,
    name,
    phone,
    email,
    payment: { mode: payment.mode as WalkInPaymentMode, amountPaise, reference },
    recordedAt,
  };
}
