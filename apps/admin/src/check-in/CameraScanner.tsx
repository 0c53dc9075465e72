import { useEffect, useRef, useState } from 'react';
import { readQr } from './scanner';

/** The phone's back camera in a video, read a few times a second until a QR code is found. */
export function CameraScanner({
  onText,
  onStop,
}: {
  onText: (text: string) => Promise<void>;
  onStop: () => void;
}) {
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
