/** The big panel at the top of the check-in screen: the last scan's verdict, in colour and words. */
import type { CheckInVerdict } from '@foundation/shared';
import type { Shown } from './checkInReducer';
import { checkInTheme } from './theme';
import type { BookingProgress } from './verdict';
import { scanTime } from './words';

const VERDICT_WORDS: Record<CheckInVerdict, string> = {
  admitted: 'Admitted',
  'already-checked-in': 'Already checked in',
  'not-for-this-event': 'Not for this event',
  cancelled: 'Cancelled or refunded',
  forged: 'Not valid',
  'unknown-booking': 'Not valid',
};

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

export function VerdictPanel({
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
