/**
 * The door check-in screen (`/admin/check-in`): a page of its own, outside react-admin, light enough for a
 * volunteer's phone on a weak signal. It opens with a check-in link or the admin session, downloads the
 * chosen event's snapshot, decides every scan offline (verdict.ts), records scans in IndexedDB (db.ts) and
 * syncs them when it can (queue.ts). Its state and transitions are checkInReducer.ts, its work
 * useCheckIn.ts. docs/product.md describes it.
 */
import type { CheckInEventSummary } from '@foundation/shared';
import { EventScreen } from './EventScreen';
import { useCheckIn, type UseCheckInOptions } from './useCheckIn';

export interface CheckInAppProps extends UseCheckInOptions {
  adminUrl: string;
}

export function CheckInApp(props: CheckInAppProps) {
  const { credentials, adminUrl } = props;
  const controls = useCheckIn(props);
  const { phase, stored, events, refusal } = controls.state;

  if (credentials.kind === 'none') {
    return (
      <main>
        <h1>Check-in</h1>
        <p>Open the check-in link the event staff sent you, or sign in to the admin panel first.</p>
        <SignInLink adminUrl={adminUrl} />
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
        {phase === 'refused' && credentials.kind === 'admin' && <SignInLink adminUrl={adminUrl} />}
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
    return <EventChoice events={events} onChoose={controls.chooseEvent} />;
  }
  return (
    <EventScreen
      controls={controls}
      stored={stored}
      credentials={credentials}
      api={props.api}
      newId={props.newId}
    />
  );
}

function SignInLink({ adminUrl }: { adminUrl: string }) {
  return (
    <p>
      <a href={`${adminUrl}/login`}>Sign in to the admin panel</a>
    </p>
  );
}

function EventChoice({
  events,
  onChoose,
}: {
  events: CheckInEventSummary[];
  onChoose: (eventId: string) => void;
}) {
  return (
    <main>
      <h1>Choose the event</h1>
      {events.length === 0 ? (
        <p>No event is open for check-in now.</p>
      ) : (
        <ul className="events">
          {events.map((event) => (
            <li key={event.id}>
              <button type="button" onClick={() => onChoose(event.id)}>
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
