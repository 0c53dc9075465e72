/**
 * The check-in screen's Walk-in form: someone without a booking is booked and let in at the door. Cash and
 * free walk-ins are stored on the phone and synced with the scans (offline too); UPI shows the provider's
 * QR code for the exact amount and waits, online, until the payment arrives. docs/check-in.md "Walk-ins".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  formatInr,
  WALK_IN_MESSAGES,
  type CheckInWalkInPrices,
  type CheckInWalkInResponse,
  type WalkInPaymentMode,
} from '@foundation/shared';
import { RefusedError, type CheckInApi } from './api';
import type { StoredWalkIn } from './db';
import { rupees, walkInTotalPaise } from './walk-ins';
import { UpiPayment, WalkInList } from './WalkInList';

export interface WalkInPanelProps {
  eventId: string;
  prices: CheckInWalkInPrices | undefined;
  device: { id: string; name: string };
  online: boolean;
  walkIns: StoredWalkIn[];
  api: CheckInApi;
  newId: () => string;
  /** Stores a walk-in on the phone (queued, or already answered for UPI) and syncs. */
  onStored: (walkIn: StoredWalkIn) => Promise<void>;
}

const UPI_POLL_MS = 2000;

export function WalkInPanel(props: WalkInPanelProps) {
  const { prices, online } = props;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [ticketTypeId, setTicketTypeId] = useState(prices?.ticketTypes[0]?.id ?? '');
  const [tickets, setTickets] = useState(1);
  const [mode, setMode] = useState<WalkInPaymentMode>('cash');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** The last walk-in registered here, in words, and its id (its notice goes once the server refuses it). */
  const [done, setDone] = useState<{ id: string; text: string } | null>(null);
  const [upi, setUpi] = useState<CheckInWalkInResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const totalPaise = walkInTotalPaise(prices, ticketTypeId || undefined, tickets);
  const free = totalPaise === 0;
  const chosenMode: WalkInPaymentMode = free ? 'free' : mode === 'free' ? 'cash' : mode;

  // The latest props for the poll below (it must not restart on every render).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  // While a UPI QR code is shown, ask the server until it is paid (or its time is up).
  useEffect(() => {
    if (!upi || upi.status !== 'awaiting-payment') return;
    const timer = window.setInterval(() => {
      void latest.current.api.walkIn(upi.clientWalkInId).then(
        (fresh) => {
          if (fresh.status === upi.status) return;
          setUpi(fresh);
          const stored = latest.current.walkIns.find(
            (w) => w.request.clientWalkInId === fresh.clientWalkInId,
          );
          if (stored) void latest.current.onStored({ ...stored, result: fresh });
        },
        () => undefined,
      );
    }, UPI_POLL_MS);
    return () => window.clearInterval(timer);
  }, [upi]);

  if (!prices) {
    return (
      <section aria-labelledby="walk-in-title">
        <h2 id="walk-in-title">Walk-ins</h2>
        <p className="muted">Refresh the list while online to register walk-ins.</p>
      </section>
    );
  }

  const reset = () => {
    setName('');
    setPhone('');
    setTickets(1);
    setAmount('');
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(null);
    if (!name.trim()) return setProblem('Type the walk-in’s name.');
    if (totalPaise === null) return setProblem('Choose a ticket type.');
    const taken = chosenMode === 'cash' ? Number(amount || rupees(totalPaise)) : rupees(totalPaise);
    if (chosenMode === 'cash' && (!Number.isFinite(taken) || Math.round(taken * 100) < totalPaise))
      return setProblem(WALK_IN_MESSAGES.amountBelowPrice(formatInr(totalPaise / 100)));
    if (chosenMode === 'upi' && !online) return setProblem(WALK_IN_MESSAGES.upiNeedsNetwork);
    const request = {
      clientWalkInId: props.newId(),
      device: props.device,
      eventId: props.eventId,
      ...(prices.ticketTypes.length > 0 ? { ticketTypeId } : {}),
      numberOfTickets: tickets,
      name: name.trim(),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      payment: { mode: chosenMode, amount: free ? 0 : taken },
      recordedAt: new Date().toISOString(),
    };
    const stored: StoredWalkIn = {
      request,
      eventId: props.eventId,
      createdAt: request.recordedAt,
      syncedAt: null,
      result: null,
      refusal: null,
    };
    const who = `${request.name}, ${tickets} ${tickets === 1 ? 'ticket' : 'tickets'}`;
    if (chosenMode !== 'upi') {
      await props.onStored(stored);
      setDone({
        id: request.clientWalkInId,
        text: `Walk-in registered: ${who}${free ? ', free' : `, ${formatInr(totalPaise / 100)} cash`}. Let them in.`,
      });
      reset();
      setOpen(false);
      return;
    }
    setBusy(true);
    try {
      const answer = await props.api.sendWalkIn(request);
      await props.onStored({ ...stored, result: answer, syncedAt: new Date().toISOString() });
      setUpi(answer);
      reset();
    } catch (error) {
      setProblem(
        error instanceof RefusedError ? error.message : error instanceof Error ? error.message : 'Failed',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="walk-in-title">
      <h2 id="walk-in-title">Walk-ins</h2>
      {done && !props.walkIns.some((w) => w.request.clientWalkInId === done.id && w.refusal !== null) && (
        <p className="notice" role="status">
          {done.text}
        </p>
      )}
      {upi && <UpiPayment upi={upi} onClose={() => setUpi(null)} />}
      {!open ? (
        <div className="actions actions--wide">
          <button type="button" onClick={() => (setOpen(true), setDone(null))}>
            Register a walk-in
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label="Walk-in" noValidate>
          <TextLine
            id="walk-in-name"
            label="Name"
            type="text"
            value={name}
            maxLength={200}
            onChange={setName}
          />
          <TextLine
            id="walk-in-phone"
            label="Phone (optional)"
            type="tel"
            value={phone}
            maxLength={20}
            onChange={setPhone}
          />
          {prices.ticketTypes.length > 0 && (
            <>
              <label htmlFor="walk-in-type">Ticket type</label>
              <select
                id="walk-in-type"
                value={ticketTypeId}
                onChange={(event) => setTicketTypeId(event.target.value)}
              >
                {prices.ticketTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name} · {prices.isPaid ? formatInr(Number(type.price)) : 'free'}
                    {type.seatsLeft === null ? '' : ` · ${type.seatsLeft} left`}
                  </option>
                ))}
              </select>
            </>
          )}
          <label htmlFor="walk-in-tickets">Number of people</label>
          <select
            id="walk-in-tickets"
            value={tickets}
            onChange={(event) => setTickets(Number(event.target.value))}
          >
            {Array.from({ length: 10 }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <p className="count" data-testid="walk-in-price">
            {totalPaise === null
              ? 'Choose a ticket type'
              : free
                ? 'Free'
                : `To pay: ${formatInr(totalPaise / 100)}`}
          </p>
          {!free && (
            <fieldset className="modes">
              <legend>Payment</legend>
              {(['cash', 'upi'] as const).map((value) => (
                <label key={value} className="mode">
                  <input
                    type="radio"
                    name="walk-in-mode"
                    value={value}
                    checked={chosenMode === value}
                    disabled={value === 'upi' && !online}
                    onChange={() => setMode(value)}
                  />{' '}
                  {value === 'cash' ? 'Cash' : 'UPI QR code'}
                </label>
              ))}
              {!online && <p className="muted">{WALK_IN_MESSAGES.upiNeedsNetwork}</p>}
            </fieldset>
          )}
          {chosenMode === 'cash' && totalPaise !== null && (
            <>
              <label htmlFor="walk-in-amount">Cash taken (₹)</label>
              <input
                id="walk-in-amount"
                type="text"
                inputMode="decimal"
                placeholder={String(rupees(totalPaise))}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </>
          )}
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <div className="actions">
            <button type="submit" disabled={busy}>
              {chosenMode === 'upi' ? 'Show UPI QR code' : 'Register and admit'}
            </button>
            <button type="button" className="secondary" onClick={() => (reset(), setOpen(false))}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <WalkInList walkIns={props.walkIns} />
    </section>
  );
}

/** A labelled text box of the form, without the browser's suggestions (a phone shared at the door). */
function TextLine({
  id,
  label,
  type,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  type: 'text' | 'tel';
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
