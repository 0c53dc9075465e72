import { useEffect, useState } from 'react';
import { type PrivacyNotice } from '@foundation/shared';
import { ApiError, fetchJson } from '../../lib/api';
import { preloadedData } from '../../lib/preloaded';

const PATH = '/api/privacy-notice';

export type PrivacyNoticeState =
  | { state: 'loading' }
  | { state: 'ready'; notice: PrivacyNotice }
  /** No version published yet (the API's 404). */
  | { state: 'none' }
  | { state: 'error' };

/**
 * The newest privacy notice: inlined by the site server (so the page's HTML holds it), then asked for again
 * (the server may hold an answer up to a minute).
 */
export function usePrivacyNotice(): PrivacyNoticeState {
  const [notice, setNotice] = useState<PrivacyNoticeState>(() => {
    const preloaded = preloadedData<PrivacyNotice>(PATH);
    return preloaded ? { state: 'ready', notice: preloaded } : { state: 'loading' };
  });
  useEffect(() => {
    let live = true;
    fetchJson<PrivacyNotice>(PATH).then(
      (answer) => live && setNotice({ state: 'ready', notice: answer }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) setNotice({ state: 'none' });
        // A failure after the inlined answer keeps that answer.
        else setNotice((current) => (current.state === 'ready' ? current : { state: 'error' }));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return notice;
}

/** The notice's plain text as blocks: a blank line starts a paragraph, a line starting with '# ' is a heading. */
export function noticeBlocks(text: string): { kind: 'heading' | 'paragraph'; text: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block) => {
      const lines = block.split('\n');
      const out: { kind: 'heading' | 'paragraph'; text: string }[] = [];
      let paragraph: string[] = [];
      for (const line of lines) {
        if (line.startsWith('# ')) {
          if (paragraph.length) out.push({ kind: 'paragraph', text: paragraph.join('\n') });
          paragraph = [];
          out.push({ kind: 'heading', text: line.slice(2).trim() });
        } else paragraph.push(line);
      }
      if (paragraph.length) out.push({ kind: 'paragraph', text: paragraph.join('\n') });
      return out;
    });
}
