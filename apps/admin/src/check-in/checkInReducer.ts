/**
 * The check-in screen's state and its transitions, pure: CheckInApp (through useCheckIn) dispatches what
 * happened (a session answered, a sync ended, the network went away) and renders what this returns.
 */
import type {
  CheckInEventSummary,
  CheckInScanResult,
  CheckInSessionResponse,
  CheckInVerdict,
} from '@foundation/shared';
import { UnreachableError } from './api';
import type { StoredScan, StoredWalkIn } from './db';
import type { BookingProgress, StoredSnapshot } from './verdict';

/** What the big panel at the top shows: the last scan's verdict, a choice of admissions, or a message. */
export type Shown =
  | { kind: 'idle' }
  | { kind: 'verdict'; verdict: CheckInVerdict; progress: BookingProgress | null; admittedNow: number }
  | { kind: 'choose'; progress: BookingProgress }
  | { kind: 'undone'; name: string; admissions: number }
  | { kind: 'message'; text: string };

export type CheckInPhase = 'loading' | 'refused' | 'choose' | 'event' | 'error';

export interface CheckInState {
  device: { id: string; name: string };
  phase: CheckInPhase;
  /** Why the screen shows no event ('refused' or 'error'). */
  refusal: string;
  events: CheckInEventSummary[];
  link: CheckInSessionResponse['link'];
  stored: StoredSnapshot | null;
  scans: StoredScan[];
  walkIns: StoredWalkIn[];
  refusedWalkIns: StoredWalkIn[];
  /** What the phone says (`navigator.onLine` and its events). */
  online: boolean;
  /**
   * Whether the last request got through: a phone can say it is online while no request does (a poor
   * signal, a network without internet).
   */
  reachable: boolean;
  syncProblem: string | null;
  conflicts: CheckInScanResult[];
  shown: Shown;
  query: string;
  now: number;
  camera: boolean;
  busy: boolean;
}

export type CheckInAction =
  | { type: 'session'; events: CheckInEventSummary[]; link: CheckInSessionResponse['link'] }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'choose-event' }
  | { type: 'opening' }
  | { type: 'opened' }
  | { type: 'snapshot'; stored: StoredSnapshot }
  | { type: 'records'; scans: StoredScan[]; walkIns?: StoredWalkIn[] }
  | { type: 'walk-ins-refused'; walkIns: StoredWalkIn[] }
  | { type: 'synced'; conflicts: CheckInScanResult[]; sent: number }
  | { type: 'sync-problem'; message: string }
  | { type: 'request-failed'; error: unknown }
  | { type: 'reached' }
  | { type: 'online'; online: boolean }
  | { type: 'show'; shown: Shown }
  | { type: 'query'; query: string }
  | { type: 'tick'; now: number }
  | { type: 'camera'; on: boolean }
  | { type: 'busy'; busy: boolean }
  | { type: 'device-name'; name: string };

/** How many refused walk-ins and sync conflicts the screen keeps (newest first). */
export const KEPT_PROBLEMS = 20;

export function initialCheckInState(
  device: { id: string; name: string },
  online: boolean,
  now: number,
): CheckInState {
  return {
    device,
    phase: 'loading',
    refusal: '',
    events: [],
    link: null,
    stored: null,
    scans: [],
    walkIns: [],
    refusedWalkIns: [],
    online,
    reachable: true,
    syncProblem: null,
    conflicts: [],
    shown: { kind: 'idle' },
    query: '',
    now,
    camera: false,
    busy: false,
  };
}

export function checkInReducer(state: CheckInState, action: CheckInAction): CheckInState {
  switch (action.type) {
    case 'session':
      return { ...state, events: action.events, link: action.link ?? null };
    case 'refused':
      return { ...state, phase: 'refused', refusal: action.message };
    case 'failed':
      return { ...state, phase: 'error', refusal: action.message };
    case 'choose-event':
      return { ...state, phase: 'choose' };
    case 'opening':
      return { ...state, shown: { kind: 'idle' } };
    case 'opened':
      return { ...state, phase: 'event' };
    case 'snapshot':
      return { ...state, stored: action.stored };
    case 'records':
      return { ...state, scans: action.scans, walkIns: action.walkIns ?? state.walkIns };
    case 'walk-ins-refused':
      return action.walkIns.length
        ? { ...state, refusedWalkIns: [...action.walkIns, ...state.refusedWalkIns].slice(0, KEPT_PROBLEMS) }
        : state;
    case 'synced':
      return {
        ...state,
        syncProblem: null,
        reachable: action.sent > 0 ? true : state.reachable,
        conflicts: action.conflicts.length
          ? [...action.conflicts, ...state.conflicts].slice(0, KEPT_PROBLEMS)
          : state.conflicts,
      };
    case 'sync-problem':
      return { ...state, syncProblem: action.message };
    case 'request-failed':
      return action.error instanceof UnreachableError ? { ...state, reachable: false } : state;
    case 'reached':
      return { ...state, reachable: true };
    case 'online':
      return { ...state, online: action.online };
    case 'show':
      return { ...state, shown: action.shown };
    case 'query':
      return { ...state, query: action.query };
    case 'tick':
      return { ...state, now: action.now };
    case 'camera':
      return { ...state, camera: action.on };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'device-name':
      return { ...state, device: { ...state.device, name: action.name } };
  }
}

/** Online for the screen: the phone says so and the last request got through. */
export function isConnected(state: Pick<CheckInState, 'online' | 'reachable'>): boolean {
  return state.online && state.reachable;
}

/** Scans and walk-ins recorded on this phone and not yet sent. */
export function waitingToSync(state: Pick<CheckInState, 'scans' | 'walkIns'>): number {
  return (
    state.scans.filter((scan) => scan.syncedAt === null).length +
    state.walkIns.filter((walkIn) => walkIn.syncedAt === null).length
  );
}
