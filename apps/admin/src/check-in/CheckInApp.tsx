/**
 * The door check-in screen (`/admin/check-in`): a page of its own, outside react-admin, light enough for a
 * volunteer's phone on a weak signal. It opens with a check-in link or the admin session, downloads the
 * chosen event's snapshot, decides every scan offline (verdict.ts), records scans in IndexedDB (db.ts) and
 * syncs them when it can (queue.ts). docs/product.md describes it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHECK_IN_MESSAGES,
  checkInLinkLastDay,
  formatIndianLongDate,
  type CheckInEventSummary,
  type CheckInScanResult,
  type CheckInSessionResponse,
  type CheckInSnapshotBooking,
  type CheckInVerdict,
} from '@foundation/shared';
import { NotAuthorisedError, UnreachableError, type CheckInApi } from './api';
import type { Credentials } from './credentials';
import type { CheckInStore, StoredScan, StoredWalkIn } from './db';
import { createSyncLoop, syncOnce } from './queue';
import { syncWalkIns } from './walk-ins';
import { WalkInPanel } from './WalkInPanel';
import { qrDetector, readQr } from './scanner';
import { conflictInWords, scanTime } from './words';
import { checkInTheme } from './theme';
import {
  activeAdmits,
  decideBooking,
  decideScan,
  eventCounts,
  searchBookings,
  type BookingProgress,
  type StoredSnapshot,
} from './verdict';

export interface CheckInAppProps {
  credentials: Credentials;
  api: CheckInApi;
  store: CheckInStore;
  device: { id: string; name: string };
  onDeviceName: (name: string) => void;
  /** Called when the API refused the link (so it is forgotten). */
  onRefused: () => void;
  adminUrl: string;
  newId: () => string;
}

type Shown =
  | { kind: 'idle' }
  | { kind: 'verdict'; verdict: CheckInVerdict; progress: BookingProgress | null; admittedNow: number }
  | { kind: 'choose'; progress: BookingProgress }
  | { kind: 'undone'; name: string; admissions: number }
  | { kind: 'message'; text: string };

const VERDICT_WORDS: Record<CheckInVerdict, string> = {
  admitted: 'Admitted',
  'already-checked-in': 'Already checked in',
  'not-for-this-event': 'Not for this event',
  cancelled: 'Cancelled or refunded',
  forged: 'Not valid',
  'unknown-booking': 'Not valid',
};

const LAST_EVENT_KEY = 'foundation.checkIn.lastEvent';

export function ageInWords(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min ago` : `${Math.floor(hours / 24)} days ago`;
}

function verdictDetail(shown: Extract<Shown, { kind: 'verdict' }>): string[] {
  const progress = shown.progress;
  const who = progress
    ? [progress.booking.name, progress.booking.ticketTypeName].filter(Boolean).join(' · ')
    : null;
  switch (shown.verdict) {
    case 'admitted':
      return [who ?? '', progress ? `${progress.checkedIn} of ${progress.booking.admissions} admitted` : ''];
    case 'already-checked-in':
      return [
        who ?? '',
        progress?.lastCheckIn
          ? `Checked in at ${scanTime(progress.lastCheckIn.at)} on ${progress.lastCheckIn.device}`
          : 'Every admission of this ticket is already used',
        progress ? `${progress.checkedIn} of ${progress.booking.admissions} admitted` : '',
      ];
    case 'not-for-this-event':
      return ['This ticket is for another event. Do not admit.'];
    case 'cancelled':
      return [who ?? '', 'This booking was cancelled or refunded. Do not admit.'];
    case 'unknown-booking':
      return ['This ticket is not in the list of bookings. Do not admit.'];
    default:
      return ['Forged, damaged or not a ticket. Do not admit.'];
  }
}

export function CheckInApp(props: CheckInAppProps) {
  const { credentials, api, store, newId, adminUrl } = props;
  const [device, setDevice] = useState(props.device);
  const [phase, setPhase] = useState<'loading' | 'refused' | 'choose' | 'event' | 'error'>('loading');
  const [refusal, setRefusal] = useState('');
  const [events, setEvents] = useState<CheckInEventSummary[]>([]);
  const [link, setLink] = useState<CheckInSessionResponse['link']>(null);
  const [stored, setStored] = useState<StoredSnapshot | null>(null);
  const [scans, setScans] = useState<StoredScan[]>([]);
  const [walkIns, setWalkIns] = useState<StoredWalkIn[]>([]);
  const [refusedWalkIns, setRefusedWalkIns] = useState<StoredWalkIn[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  // A phone can say it is online while no request gets through (a poor signal, a network without internet):
  // the last request decides too.
  const [reachable, setReachable] = useState(true);
  const connected = online && reachable;
  const noteFailure = useCallback((error: unknown) => {
    if (error instanceof UnreachableError) setReachable(false);
  }, []);
  const [syncProblem, setSyncProblem] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<CheckInScanResult[]>([]);
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const [query, setQuery] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const eventIdRef = useRef<string | null>(null);
  // The device as the sync loop sends it (the volunteer may rename the phone while the loop runs).
  const deviceRef = useRef(props.device);
  const loopRef = useRef<ReturnType<typeof createSyncLoop> | null>(null);
  const kick = useCallback(() => void loopRef.current?.kick(), []);

  const refused = useCallback(
    (error: unknown) => {
      if (!(error instanceof NotAuthorisedError)) return false;
      if (credentials.kind === 'link') props.onRefused();
      // The API words a refused link (not valid, switched off, expired: CHECK_IN_MESSAGES); say it as it is.
      setRefusal(
        credentials.kind === 'link'
          ? error.message || CHECK_IN_MESSAGES.linkUnknown
          : 'Your admin session has ended. Sign in to the admin panel again, then come back to this page.',
      );
      setPhase('refused');
      return true;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [credentials.kind],
  );

  const reloadScans = useCallback(async () => {
    const eventId = eventIdRef.current;
    if (!eventId) return;
    setScans(await store.scans(eventId));
    setWalkIns(await store.walkIns(eventId));
  }, [store]);

  const refreshSnapshot = useCallback(
    async (eventId: string) => {
      const snapshot = await api.snapshot(eventId);
      setReachable(true);
      const fresh = { snapshot, takenAt: new Date().toISOString() };
      await store.saveSnapshot(fresh);
      if (eventIdRef.current === eventId) setStored(fresh);
      return fresh;
    },
    [api, store],
  );

  // One sync loop for the page: batches to the API, backoff on failure, a fresh snapshot after each sync;
  // the network coming back kicks it at once.
  useEffect(() => {
    const loop = createSyncLoop({
      isOnline: () => navigator.onLine,
      setTimer: (callback, ms) => window.setTimeout(callback, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      sync: async () => {
        const eventId = eventIdRef.current;
        if (!eventId) return;
        // Walk-ins first: their bookings are then in the snapshot the scans' sync downloads.
        const walkInOutcome = await syncWalkIns(eventId, store, api.sendWalkIn);
        if (walkInOutcome.refused.length)
          setRefusedWalkIns((old) => [...walkInOutcome.refused, ...old].slice(0, 20));
        const outcome = await syncOnce(eventId, store, api.sendScans, deviceRef.current);
        if (walkInOutcome.sent > 0 || outcome.sent > 0) setReachable(true);
        setSyncProblem(null);
        if (outcome.conflicts.length) setConflicts((old) => [...outcome.conflicts, ...old].slice(0, 20));
        await reloadScans();
        if (outcome.sent > 0 || walkInOutcome.sent > 0) await refreshSnapshot(eventId);
      },
      onError: (error) => {
        noteFailure(error);
        if (refused(error)) return;
        setSyncProblem(error instanceof Error ? error.message : 'Sync failed');
      },
    });
    loopRef.current = loop;
    const up = () => {
      setOnline(true);
      void loop.kick();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const tick = window.setInterval(() => setNow(Date.now()), 30_000);
    void loop.kick();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(tick);
      loop.stop();
    };
  }, [store, api, reloadScans, refreshSnapshot, refused, noteFailure]);

  // Unreachable while the phone says online: ask again every few seconds, and sync once it answers.
  useEffect(() => {
    if (reachable) return;
    const probe = window.setInterval(() => {
      if (!navigator.onLine) return;
      api.session().then(
        () => {
          setReachable(true);
          kick();
        },
        () => undefined,
      );
    }, 10_000);
    return () => window.clearInterval(probe);
  }, [reachable, api, kick]);

  const openEvent = useCallback(
    async (eventId: string) => {
      eventIdRef.current = eventId;
      setShown({ kind: 'idle' });
      let snapshot = await store.snapshot(eventId);
      if (navigator.onLine) {
        try {
          snapshot = await refreshSnapshot(eventId);
        } catch (error) {
          noteFailure(error);
          if (refused(error)) return;
          if (!snapshot) throw error;
        }
      }
      if (!snapshot) throw new Error('This event has not been downloaded yet: connect to the internet.');
      localStorage.setItem(LAST_EVENT_KEY, eventId);
      setStored(snapshot);
      await reloadScans();
      setPhase('event');
      kick();
      // Load the QR reader now, while there is a network: offline a lazy chunk could not be fetched.
      void qrDetector().catch(() => undefined);
    },
    [store, refreshSnapshot, refused, reloadScans, kick, noteFailure],
  );

  // Opening: the events this caller may check in; offline, the last event this phone downloaded.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (credentials.kind === 'none') return;
      try {
        const session = await api.session();
        if (cancelled) return;
        setEvents(session.events);
        setLink(session.link ?? null);
        if (session.events.length === 1) await openEvent(session.events[0].id);
        else setPhase('choose');
      } catch (error) {
        noteFailure(error);
        if (cancelled || refused(error)) return;
        const last = localStorage.getItem(LAST_EVENT_KEY);
        if (last && (await store.snapshot(last))) {
          await openEvent(last);
          return;
        }
        setRefusal(error instanceof Error ? error.message : 'The check-in could not start.');
        setPhase('error');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, credentials.kind, openEvent, refused, store, noteFailure]);

  const record = useCallback(
    async (progress: BookingProgress, admissions: number) => {
      if (!stored) return;
      await store.addScan({
        clientScanId: newId(),
        kind: 'admit',
        eventId: stored.snapshot.event.id,
        bookingId: progress.booking.id,
        admissions,
        scannedAt: new Date().toISOString(),
        deviceName: device.name,
        syncedAt: null,
      });
      const all = await store.scans(stored.snapshot.event.id);
      setScans(all);
      const after = decideBooking(progress.booking, stored.takenAt, all).progress;
      setShown({ kind: 'verdict', verdict: 'admitted', progress: after, admittedNow: admissions });
      kick();
    },
    [stored, store, newId, device.name, kick],
  );

  const show = useCallback(
    async (decision: { verdict: CheckInVerdict; progress: BookingProgress | null }) => {
      if (decision.verdict === 'admitted' && decision.progress) {
        if (decision.progress.remaining === 1) await record(decision.progress, 1);
        else setShown({ kind: 'choose', progress: decision.progress });
        return;
      }
      setShown({ kind: 'verdict', ...decision, admittedNow: 0 });
    },
    [record],
  );

  const onToken = useCallback(
    async (text: string) => {
      if (!stored) return;
      await show(await decideScan(text, stored, scans));
    },
    [stored, scans, show],
  );

  const onBooking = useCallback(
    async (booking: CheckInSnapshotBooking) => {
      if (!stored) return;
      setQuery('');
      await show(decideBooking(booking, stored.takenAt, scans));
    },
    [stored, scans, show],
  );

  const undoLast = useCallback(async () => {
    if (!stored) return;
    const last = activeAdmits(scans).at(-1);
    if (!last || last.kind !== 'admit') return;
    await store.addScan({
      clientScanId: newId(),
      kind: 'undo',
      eventId: last.eventId,
      bookingId: last.bookingId,
      undoes: last.clientScanId,
      scannedAt: new Date().toISOString(),
      deviceName: device.name,
      syncedAt: null,
    });
    await reloadScans();
    const booking = stored.snapshot.bookings.find((entry) => entry.id === last.bookingId);
    setShown({ kind: 'undone', name: booking?.name ?? 'the booking', admissions: last.admissions });
    kick();
  }, [stored, scans, store, newId, device.name, reloadScans, kick]);

  const onPhoto = useCallback(
    async (file: File) => {
      setBusy(true);
      try {
        const bitmap = await createImageBitmap(file);
        const text = await readQr(bitmap);
        bitmap.close();
        if (text === null) setShown({ kind: 'message', text: 'No QR code found in that photo. Try again.' });
        else await onToken(text);
      } catch {
        setShown({ kind: 'message', text: 'That photo could not be read. Try again.' });
      } finally {
        setBusy(false);
      }
    },
    [onToken],
  );

  if (credentials.kind === 'none') {
    return (
      <main>
        <h1>Check-in</h1>
        <p>Open the check-in link the event staff sent you, or sign in to the admin panel first.</p>
        <p>
          <a href={`${adminUrl}/login`}>Sign in to the admin panel</a>
        </p>
      </main>
    );
  }
  if (phase === 'refused' || phase === 'error') {
    return (
      <main>
        <h1>Check-in</h1>
        <div className="verdict verdict--forged" role="alert">
          <p className="verdict__detail">{refusal}</p>
        </div>
        {phase === 'refused' && credentials.kind === 'admin' && (
          <p>
            <a href={`${adminUrl}/login`}>Sign in to the admin panel</a>
          </p>
        )}
      </main>
    );
  }
  if (phase === 'loading') {
    return (
      <main aria-busy="true">
        <h1>Check-in</h1>
        <p role="status">Loading…</p>
      </main>
    );
  }
  if (phase === 'choose' || !stored) {
    return (
      <main>
        <h1>Choose the event</h1>
        {events.length === 0 ? (
          <p>No event is open for check-in now.</p>
        ) : (
          <ul className="events">
            {events.map((event) => (
              <li key={event.id}>
                <button
                  type="button"
                  onClick={() =>
                    void openEvent(event.id).catch((error: unknown) => {
                      setRefusal(error instanceof Error ? error.message : 'The event could not be opened.');
                      setPhase('error');
                    })
                  }
                >
                  {event.title}
                  <br />
                  <span className="muted">
                    {event.startDate === event.endDate
                      ? event.startDate
                      : `${event.startDate} – ${event.endDate}`}{' '}
                    · {event.location}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
    );
  }

  const counts = eventCounts(stored, scans);
  const waiting =
    scans.filter((scan) => scan.syncedAt === null).length +
    walkIns.filter((walkIn) => walkIn.syncedAt === null).length;
  const results = searchBookings(stored.snapshot, query);
  const lastAdmit = activeAdmits(scans).at(-1);
  const ownScanIds = new Set(scans.map((scan) => scan.clientScanId));
  const bookingName = (id: string | undefined) =>
    stored.snapshot.bookings.find((booking) => booking.id === id)?.name ?? 'A booking';

  return (
    <main>
      <div className="status" aria-label="Check-in status">
        <span className={`pill ${connected ? 'pill--online' : 'pill--offline'}`}>
          {connected ? 'Online' : 'Offline'}
        </span>
        <span className="pill" data-testid="waiting">
          {waiting === 0 ? 'All scans synced' : `${waiting} waiting to sync`}
        </span>
        <span className="pill">Snapshot {ageInWords(stored.takenAt, now)}</span>
      </div>
      <h1>{stored.snapshot.event.title}</h1>
      <p className="count" aria-live="polite" data-testid="count">
        Checked in {counts.checkedIn} / {counts.expected}
      </p>
      {syncProblem && connected && (
        <p className="muted" role="status">
          Sync will be tried again: {syncProblem}
        </p>
      )}

      <VerdictPanel shown={shown} onAdmit={record} />

      <div className="actions">
        <button type="button" onClick={() => setCamera((value) => !value)} aria-pressed={camera}>
          {camera ? 'Stop camera' : 'Scan with camera'}
        </button>
        <label className="file-button">
          {busy ? 'Reading…' : 'Scan a photo'}
          <input
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void onPhoto(file);
            }}
          />
        </label>
      </div>
      {camera && <CameraScanner onText={onToken} onStop={() => setCamera(false)} />}

      <div className="actions actions--wide">
        <button type="button" className="secondary" disabled={!lastAdmit} onClick={() => void undoLast()}>
          {lastAdmit && lastAdmit.kind === 'admit'
            ? `Undo last check-in (${bookingName(lastAdmit.bookingId)}, ${lastAdmit.admissions})`
            : 'Undo last check-in'}
        </button>
      </div>

      <label htmlFor="check-in-search">Search by name, phone or booking id</label>
      <input
        id="check-in-search"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim().length >= 2 && (
        <ul className="results" aria-label="Matching bookings">
          {results.length === 0 && <li className="muted">No booking matches.</li>}
          {results.map((booking) => (
            <li key={booking.id}>
              <button type="button" onClick={() => void onBooking(booking)}>
                <strong>{booking.name}</strong> · {booking.ticketTypeName ?? 'General'} · {booking.admissions}{' '}
                {booking.admissions === 1 ? 'person' : 'people'}
                {booking.state !== 'valid' ? ` · ${booking.state}` : ''}
                <br />
                <span className="muted">
                  {booking.phone} · {booking.id.slice(0, 8)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <WalkInPanel
        key={stored.snapshot.event.id}
        eventId={stored.snapshot.event.id}
        prices={stored.snapshot.walkIn}
        device={device}
        online={connected}
        walkIns={walkIns}
        api={api}
        newId={newId}
        onStored={async (walkIn) => {
          if (walkIns.some((w) => w.request.clientWalkInId === walkIn.request.clientWalkInId))
            await store.saveWalkIn(walkIn);
          else await store.addWalkIn(walkIn);
          await reloadScans();
          kick();
        }}
      />

      {refusedWalkIns.length > 0 && (
        <section className="conflicts" aria-labelledby="walk-in-refusals-title" role="alert">
          <h2 id="walk-in-refusals-title">Walk-ins not registered when syncing</h2>
          <ul>
            {refusedWalkIns.map((walkIn) => (
              <li key={walkIn.request.clientWalkInId}>
                {walkIn.request.name} ({walkIn.request.numberOfTickets}): {walkIn.refusal}
              </li>
            ))}
          </ul>
        </section>
      )}

      {conflicts.length > 0 && (
        <section className="conflicts" aria-labelledby="conflicts-title">
          <h2 id="conflicts-title">Conflicts found when syncing</h2>
          <ul>
            {conflicts.map((conflict) => (
              <li key={`${conflict.clientScanId}-${conflict.outcome}`}>
                {bookingName(conflict.booking?.id)}: {conflictInWords(conflict, ownScanIds)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <h2>This phone</h2>
      <label htmlFor="device-name">Name shown for this phone’s check-ins</label>
      <input
        id="device-name"
        type="text"
        value={device.name}
        maxLength={60}
        onChange={(event) => {
          const next = { ...device, name: event.target.value };
          deviceRef.current = next;
          setDevice(next);
          props.onDeviceName(next.name);
        }}
      />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={!online}
          onClick={() =>
            void refreshSnapshot(stored.snapshot.event.id).catch((error: unknown) => {
              noteFailure(error);
              if (!refused(error)) setSyncProblem(error instanceof Error ? error.message : 'Failed');
            })
          }
        >
          Refresh list
        </button>
        {events.length > 1 && (
          <button type="button" className="secondary" onClick={() => setPhase('choose')}>
            Other event
          </button>
        )}
      </div>
      <p className="muted">
        {credentials.kind === 'admin'
          ? 'Checking in with the admin session.'
          : link
            ? `Check-in link “${link.label}”, works until the end of ${formatIndianLongDate(checkInLinkLastDay(link.expiresAt))}.`
            : 'Checking in with a check-in link.'}
      </p>
    </main>
  );
}

function VerdictPanel({
  shown,
  onAdmit,
}: {
  shown: Shown;
  onAdmit: (progress: BookingProgress, admissions: number) => Promise<void>;
}) {
  let kind: keyof typeof checkInTheme.verdict | 'idle' = 'idle';
  let word = 'Ready to scan';
  let details: string[] = ['Scan a ticket’s QR code, or search below.'];
  let buttons: React.ReactNode = null;
  if (shown.kind === 'verdict') {
    kind = shown.verdict;
    word = VERDICT_WORDS[shown.verdict];
    details = verdictDetail(shown);
  } else if (shown.kind === 'choose') {
    const { progress } = shown;
    kind = 'choose';
    word = 'Valid ticket';
    details = [
      [progress.booking.name, progress.booking.ticketTypeName].filter(Boolean).join(' · '),
      `${progress.checkedIn} of ${progress.booking.admissions} admitted: how many enter now?`,
    ];
    const options = Array.from({ length: Math.min(progress.remaining, 6) }, (_, index) => index + 1);
    if (!options.includes(progress.remaining)) options.push(progress.remaining);
    buttons = (
      <div className="verdict__buttons">
        {options.map((count) => (
          <button
            key={count}
            type="button"
            className="verdict__button"
            onClick={() => void onAdmit(progress, count)}
          >
            {count === progress.remaining ? `Admit all ${count}` : `Admit ${count}`}
          </button>
        ))}
      </div>
    );
  } else if (shown.kind === 'undone') {
    kind = 'undone';
    word = 'Check-in undone';
    details = [
      `${shown.name}: ${shown.admissions} ${shown.admissions === 1 ? 'admission' : 'admissions'} taken back`,
    ];
  } else if (shown.kind === 'message') {
    details = [shown.text];
  }
  const symbol =
    kind === 'idle' ? '' : checkInTheme.verdict[kind as keyof typeof checkInTheme.verdict].symbol;
  return (
    <section
      className={`verdict verdict--${kind}`}
      aria-live="assertive"
      aria-atomic="true"
      data-testid="verdict"
    >
      <div className="verdict__head">
        {symbol && (
          <span className="verdict__symbol" aria-hidden="true">
            {symbol}
          </span>
        )}
        <p className="verdict__word">{word}</p>
      </div>
      {details.filter(Boolean).map((line) => (
        <p key={line} className="verdict__detail">
          {line}
        </p>
      ))}
      {buttons}
    </section>
  );
}

/** The phone's back camera in a video, read a few times a second until a QR code is found. */
function CameraScanner({ onText, onStop }: { onText: (text: string) => Promise<void>; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(() =>
    navigator.mediaDevices ? null : 'This browser gives no camera here: scan a photo instead.',
  );
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let last = { text: '', at: 0 };
    let misses = 0;
    const scan = async () => {
      if (stopped) return;
      const element = video.current;
      try {
        if (element && element.readyState >= 2) {
          const text = await readQr(element);
          // A code stays in view for a while after it was read: read it again only once it has left the
          // view (a second of frames without it: one blurred frame is not enough) or after 10 s, so an
          // admitted ticket does not turn "already checked in" while it is still held up.
          misses = text === null ? misses + 1 : 0;
          if (misses >= 4) last = { text: '', at: 0 };
          if (text !== null && (text !== last.text || Date.now() - last.at > 10_000)) {
            last = { text, at: Date.now() };
            await onTextRef.current(text);
          }
        }
      } catch {
        // a frame that cannot be read: try the next one
      }
      if (!stopped) timer = window.setTimeout(() => void scan(), 250);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => setProblem('The camera could not start: allow it in the browser, or scan a photo.'));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div>
      {problem ? (
        <p role="alert">
          {problem}{' '}
          <button type="button" className="secondary" onClick={onStop}>
            Close
          </button>
        </p>
      ) : (
        <video ref={video} muted playsInline aria-label="Camera view for scanning tickets" />
      )}
    </div>
  );
}
