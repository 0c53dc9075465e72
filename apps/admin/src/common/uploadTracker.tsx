import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
import { englishText, type Translate } from './panelText';

export type UploadKind = 'image' | 'gallery';

export interface UploadState {
  kind: UploadKind;
  uploading: number;
  failed: number;
}

interface Tracker {
  report(key: string, state: UploadState): void;
  forget(key: string): void;
  snapshot(): { uploading: number; failedGallery: number; failedImage: number };
}

const TrackerContext = createContext<Tracker | null>(null);

/**
 * Knows, for one form, which uploads are still running or have failed, so that saving can wait for them
 * or refuse ('Failed to upload gallery images').
 */
export function UploadTrackerProvider({ children }: { children: ReactNode }) {
  const states = useRef(new Map<string, UploadState>());
  const tracker = useMemo<Tracker>(
    () => ({
      report: (key, state) => void states.current.set(key, state),
      forget: (key) => void states.current.delete(key),
      snapshot: () => {
        let uploading = 0;
        let failedGallery = 0;
        let failedImage = 0;
        for (const state of states.current.values()) {
          uploading += state.uploading;
          if (state.kind === 'gallery') failedGallery += state.failed;
          else failedImage += state.failed;
        }
        return { uploading, failedGallery, failedImage };
      },
    }),
    [],
  );
  return <TrackerContext.Provider value={tracker}>{children}</TrackerContext.Provider>;
}

export function useUploadTracker() {
  const tracker = useContext(TrackerContext);
  const report = useCallback((key: string, state: UploadState) => tracker?.report(key, state), [tracker]);
  const forget = useCallback((key: string) => tracker?.forget(key), [tracker]);
  const snapshot = useCallback(
    () => tracker?.snapshot() ?? { uploading: 0, failedGallery: 0, failedImage: 0 },
    [tracker],
  );
  return { report, forget, snapshot };
}

/** The catalogue keys of the two refusals (English texts below, for callers outside React). */
const WAIT_FOR_UPLOADS = 'admin.upload.waitForUploads';
const GALLERY_FAILED = 'admin.upload.galleryFailed';
export const UPLOADS_RUNNING_MESSAGE = englishText(WAIT_FOR_UPLOADS);
export const GALLERY_UPLOAD_FAILED = englishText(GALLERY_FAILED);

/**
 * The decision before saving, from the form's uploads: null to go ahead, or the message to show instead, in
 * the panel's language when given react-admin's `translate` (English otherwise).
 */
export function uploadsBlockSave(
  snapshot: { uploading: number; failedGallery: number },
  translate: Translate = englishText,
): string | null {
  if (snapshot.uploading > 0) return translate(WAIT_FOR_UPLOADS);
  if (snapshot.failedGallery > 0) return translate(GALLERY_FAILED);
  return null;
}
