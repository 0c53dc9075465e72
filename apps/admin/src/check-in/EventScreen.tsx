/** The check-in screen once an event is open: status, verdict, scanning, search, walk-ins and this phone. */
import { checkInLinkLastDay, formatIndianLongDate } from '@foundation/shared';
import type { CheckInApi } from './api';
import { CameraScanner } from './CameraScanner';
import { isConnected, waitingToSync } from './checkInReducer';
import type { Credentials } from './credentials';
import { SyncProblems } from './SyncProblems';
import type { CheckInControls } from './useCheckIn';
import { activeAdmits, eventCounts, searchBookings, type StoredSnapshot } from './verdict';
import { VerdictPanel } from './VerdictPanel';
import { WalkInPanel } from './WalkInPanel';
import { ageInWords } from './words';

export interface EventScreenProps {
  controls: CheckInControls;
  stored: StoredSnapshot;
  credentials: Credentials;
  api: CheckInApi;
  newId: () => string;
}

export function EventScreen({ controls, stored, credentials, api, newId }: EventScreenProps) {
  const { state, dispatch } = controls;
  const { scans, device, query, camera, busy, link, events } = state;
  const connected = isConnected(state);
  const counts = eventCounts(stored, scans);
  const waiting = waitingToSync(state);
  const lastAdmit = activeAdmits(scans).at(-1);
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
        <span className="pill">Snapshot {ageInWords(stored.takenAt, state.now)}</span>
      </div>
      <h1>{stored.snapshot.event.title}</h1>
      <p className="count" aria-live="polite" data-testid="count">
        Checked in {counts.checkedIn} / {counts.expected}
      </p>
      {state.syncProblem && connected && (
        <p className="muted" role="status">
          Sync will be tried again: {state.syncProblem}
        </p>
      )}

      <VerdictPanel shown={state.shown} onAdmit={controls.record} />

      <div className="actions">
        <button type="button" onClick={() => dispatch({ type: 'camera', on: !camera })} aria-pressed={camera}>
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
              if (file) void controls.onPhoto(file);
            }}
          />
        </label>
      </div>
      {camera && (
        <CameraScanner onText={controls.onToken} onStop={() => dispatch({ type: 'camera', on: false })} />
      )}

      <div className="actions actions--wide">
        <button
          type="button"
          className="secondary"
          disabled={!lastAdmit}
          onClick={() => void controls.undoLast()}
        >
          {lastAdmit && lastAdmit.kind === 'admit'
            ? `Undo last check-in (${bookingName(lastAdmit.bookingId)}, ${lastAdmit.admissions})`
            : 'Undo last check-in'}
        </button>
      </div>

      <BookingSearch controls={controls} stored={stored} query={query} />

      <WalkInPanel
        key={stored.snapshot.event.id}
        eventId={stored.snapshot.event.id}
        prices={stored.snapshot.walkIn}
        device={device}
        online={connected}
        walkIns={state.walkIns}
        api={api}
        newId={newId}
        onStored={controls.onWalkInStored}
      />

      <SyncProblems
        refusedWalkIns={state.refusedWalkIns}
        conflicts={state.conflicts}
        scans={scans}
        bookingName={bookingName}
      />

      <h2>This phone</h2>
      <label htmlFor="device-name">Name shown for this phone’s check-ins</label>
      <input
        id="device-name"
        type="text"
        value={device.name}
        maxLength={60}
        onChange={(event) => controls.renameDevice(event.target.value)}
      />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={!state.online}
          onClick={() => controls.refreshList(stored.snapshot.event.id)}
        >
          Refresh list
        </button>
        {events.length > 1 && (
          <button type="button" className="secondary" onClick={() => dispatch({ type: 'choose-event' })}>
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

/** Search the snapshot's bookings by name, phone or id; a pick is decided like a scan. */
function BookingSearch({
  controls,
  stored,
  query,
}: {
  controls: CheckInControls;
  stored: StoredSnapshot;
  query: string;
}) {
  const results = searchBookings(stored.snapshot, query);
  return (
    <>
      <label htmlFor="check-in-search">Search by name, phone or booking id</label>
      <input
        id="check-in-search"
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => controls.dispatch({ type: 'query', query: event.target.value })}
      />
      {query.trim().length >= 2 && (
        <ul className="results" aria-label="Matching bookings">
          {results.length === 0 && <li className="muted">No booking matches.</li>}
          {results.map((booking) => (
            <li key={booking.id}>
              <button type="button" onClick={() => void controls.onBooking(booking)}>
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
    </>
  );
}
