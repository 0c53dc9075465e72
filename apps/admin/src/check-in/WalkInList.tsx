/** The walk-in form's companions: the UPI payment being waited for, and the walk-ins stored on this phone. */
import { formatInr, type CheckInWalkInResponse, type WalkInPaymentMode } from '@foundation/shared';
import type { StoredWalkIn } from './db';

const MODE_WORDS: Record<WalkInPaymentMode, string> = { cash: 'cash', upi: 'UPI', free: 'free' };

/** Where a walk-in stands, in words for the list. */
export function walkInState(walkIn: StoredWalkIn): string {
  if (walkIn.refusal) return `Not registered: ${walkIn.refusal}`;
  if (!walkIn.result) return 'Waiting to sync';
  if (walkIn.result.status === 'awaiting-payment') return 'Waiting for the UPI payment';
  if (walkIn.result.status === 'expired') return 'Not paid: not registered';
  return walkIn.request.payment.mode === 'upi' ? 'Paid · synced' : 'Synced';
}

/** A UPI walk-in: the provider's QR code for the exact amount, until it is paid or its time is up. */
export function UpiPayment({ upi, onClose }: { upi: CheckInWalkInResponse; onClose: () => void }) {
  return (
    <div className="upi" role="status" aria-live="polite">
      {upi.status === 'completed' ? (
        <p className="verdict__word">Paid</p>
      ) : upi.status === 'expired' ? (
        <p>Not paid in time: the walk-in was not registered.</p>
      ) : (
        <>
          <p>
            Scan to pay {formatInr(Number(upi.booking.totalAmount))} by UPI ({upi.booking.name})
          </p>
          {upi.upi && (
            <img
              src={upi.upi.imageUrl}
              alt={`UPI QR code for ${formatInr(upi.upi.amountPaise / 100)}`}
              width={240}
              height={240}
            />
          )}
          <p className="muted">Waiting for the payment…</p>
        </>
      )}
      {upi.status === 'completed' && (
        <p>
          {upi.booking.name}: {upi.booking.numberOfTickets} admitted. Let them in.
        </p>
      )}
      <button type="button" className="secondary" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

export function WalkInList({ walkIns }: { walkIns: StoredWalkIn[] }) {
  if (walkIns.length === 0) return null;
  return (
    <ul className="results" aria-label="Walk-ins on this phone">
      {[...walkIns].reverse().map((walkIn) => (
        <li
          key={walkIn.request.clientWalkInId}
          className={walkIn.refusal ? 'walk-in walk-in--refused' : 'walk-in'}
          data-testid="walk-in"
        >
          <strong>{walkIn.request.name}</strong> · {walkIn.request.numberOfTickets}{' '}
          {walkIn.request.numberOfTickets === 1 ? 'person' : 'people'} ·{' '}
          {MODE_WORDS[walkIn.request.payment.mode]}
          {walkIn.request.payment.mode === 'free' ? '' : ` ${formatInr(walkIn.request.payment.amount)}`}
          <br />
          <span className={walkIn.refusal ? 'problem' : 'muted'}>{walkInState(walkIn)}</span>
        </li>
      ))}
    </ul>
  );
}
