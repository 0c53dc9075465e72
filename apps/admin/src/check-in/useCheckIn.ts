/**
 * The check-in screen's work: opening (the session, or offline the last event downloaded), the sync loop,
 * the probe while the server cannot be reached, and what a scan, a search pick or an undo records. Its
 * state is checkInReducer's; CheckInApp renders it.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CHECK_IN_MESSAGES } from '@foundation/shared';
import { NotAuthorisedError, type CheckInApi } from './api';
import { checkInReducer, initialCheckInState } from './checkInReducer';
import type { Credentials } from './credentials';
import type { CheckInStore, StoredWalkIn } from './db';
import { createSyncLoop, syncOnce } from './queue';
import { qrDetector } from './scanner';
import { useScanActions } from './useScanActions';
import { syncWalkIns } from './walk-ins';

export interface UseCheckInOptions {
  credentials: Credentials;
  api: CheckInApi;
  store: CheckInStore;
  device: { id: string; name: string };
  onDeviceName: (name: string) => void;
  /** Called when the API refused the link (so it is forgotten). */
  onRefused: () => void;
  newId: () => string;
}

const LAST_EVENT_KEY = 'foundation.checkIn.lastEvent';
/** How often the server is asked again while it cannot be reached. */
export const PROBE_MS = 10_000;
const TICK_MS = 30_000;

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

export function useCheckIn(options: UseCheckInOptions) {
  const { credentials, api, store, newId } = options;
  const [state, dispatch] = useReducer(checkInReducer, undefined, () =>
    initialCheckInState(options.device, navigator.onLine, Date.now()),
  );
  const { walkIns, device, reachable } = state;
  const eventIdRef = useRef<string | null>(null);
  // The device as the sync loop sends it (the volunteer may rename the phone while the loop runs).
  const deviceRef = useRef(options.device);
  const loopRef = useRef<ReturnType<typeof createSyncLoop> | null>(null);
  const kick = useCallback(() => void loopRef.current?.kick(), []);
  const onRefusedRef = useRef(options.onRefused);
  const noteFailure = useCallback((error: unknown) => dispatch({ type: 'request-failed', error }), []);

  const refused = useCallback(
    (error: unknown) => {
      if (!(error instanceof NotAuthorisedError)) return false;
      if (credentials.kind === 'link') onRefusedRef.current();
      // The API words a refused link (not valid, switched off, expired: CHECK_IN_MESSAGES); say it as it is.
      const message =
        credentials.kind === 'link'
          ? error.message || CHECK_IN_MESSAGES.linkUnknown
          : 'Your admin session has ended. Sign in to the admin panel again, then come back to this page.';
      dispatch({ type: 'refused', message });
      return true;
    },
    [credentials.kind],
  );

  const reloadScans = useCallback(async () => {
    const eventId = eventIdRef.current;
    if (!eventId) return;
    const freshScans = await store.scans(eventId);
    dispatch({ type: 'records', scans: freshScans, walkIns: await store.walkIns(eventId) });
  }, [store]);

  const refreshSnapshot = useCallback(
    async (eventId: string) => {
      const snapshot = await api.snapshot(eventId);
      dispatch({ type: 'reached' });
      const fresh = { snapshot, takenAt: new Date().toISOString() };
      await store.saveSnapshot(fresh);
      if (eventIdRef.current === eventId) dispatch({ type: 'snapshot', stored: fresh });
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
        dispatch({ type: 'walk-ins-refused', walkIns: walkInOutcome.refused });
        const outcome = await syncOnce(eventId, store, api.sendScans, deviceRef.current);
        const sent = walkInOutcome.sent + outcome.sent;
        dispatch({ type: 'synced', conflicts: outcome.conflicts, sent });
        await reloadScans();
        if (sent > 0) await refreshSnapshot(eventId);
      },
      onError: (error) => {
        noteFailure(error);
        if (refused(error)) return;
        dispatch({ type: 'sync-problem', message: messageOf(error, 'Sync failed') });
      },
    });
    loopRef.current = loop;
    const up = () => {
      dispatch({ type: 'online', online: true });
      void loop.kick();
    };
    const down = () => dispatch({ type: 'online', online: false });
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const tick = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
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
          dispatch({ type: 'reached' });
          kick();
        },
        () => undefined,
      );
    }, PROBE_MS);
    return () => window.clearInterval(probe);
  }, [reachable, api, kick]);

  const openEvent = useCallback(
    async (eventId: string) => {
      eventIdRef.current = eventId;
      dispatch({ type: 'opening' });
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
      dispatch({ type: 'snapshot', stored: snapshot });
      await reloadScans();
      dispatch({ type: 'opened' });
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
        dispatch({ type: 'session', events: session.events, link: session.link ?? null });
        if (session.events.length === 1) await openEvent(session.events[0].id);
        else dispatch({ type: 'choose-event' });
      } catch (error) {
        noteFailure(error);
        if (cancelled || refused(error)) return;
        const last = localStorage.getItem(LAST_EVENT_KEY);
        if (last && (await store.snapshot(last))) {
          await openEvent(last);
          return;
        }
        dispatch({ type: 'failed', message: messageOf(error, 'The check-in could not start.') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, credentials.kind, openEvent, refused, store, noteFailure]);

  const scanActions = useScanActions({ state, dispatch, store, newId, reloadScans, kick });

  const onWalkInStored = useCallback(
    async (walkIn: StoredWalkIn) => {
      if (walkIns.some((w) => w.request.clientWalkInId === walkIn.request.clientWalkInId))
        await store.saveWalkIn(walkIn);
      else await store.addWalkIn(walkIn);
      await reloadScans();
      kick();
    },
    [walkIns, store, reloadScans, kick],
  );

  const renameDevice = (name: string) => {
    deviceRef.current = { ...device, name };
    dispatch({ type: 'device-name', name });
    options.onDeviceName(name);
  };

  const chooseEvent = (eventId: string) =>
    void openEvent(eventId).catch((error: unknown) =>
      dispatch({ type: 'failed', message: messageOf(error, 'The event could not be opened.') }),
    );

  const refreshList = (eventId: string) =>
    void refreshSnapshot(eventId).catch((error: unknown) => {
      noteFailure(error);
      if (!refused(error)) dispatch({ type: 'sync-problem', message: messageOf(error, 'Failed') });
    });

  return {
    state,
    dispatch,
    ...scanActions,
    onWalkInStored,
    renameDevice,
    chooseEvent,
    refreshList,
  };
}

export type CheckInControls = ReturnType<typeof useCheckIn>;
