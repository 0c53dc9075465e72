import { useEffect, useState } from 'react';
import { type SiteContent } from '@foundation/shared';
import { fetchJson } from '../../lib/api';
import { preloadedData } from '../../lib/preloaded';

const PATH = '/api/site-content';

export type AboutVideo =
  | { state: 'loading' }
  /** `embedUrl` null: staff have set no video (or its host is no longer allowed). */
  | { state: 'ready'; embedUrl: string | null }
  | { state: 'error' };

/**
 * The About video staff chose, as its privacy-enhanced player address (the API derives it from the
 * VIDEO_HOSTS allowlist, the same list the site's CSP lets frame). Inlined by the site server when it can,
 * then asked for again (the server may hold an answer up to a minute).
 */
export function useAboutVideo(): AboutVideo {
  const [video, setVideo] = useState<AboutVideo>(() => {
    const preloaded = preloadedData<SiteContent>(PATH);
    return preloaded
      ? { state: 'ready', embedUrl: preloaded.aboutVideoEmbedUrl ?? null }
      : { state: 'loading' };
  });
  useEffect(() => {
    let live = true;
    fetchJson<SiteContent>(PATH).then(
      (content) => live && setVideo({ state: 'ready', embedUrl: content.aboutVideoEmbedUrl ?? null }),
      // A failure after the inlined answer keeps that answer.
      () => live && setVideo((current) => (current.state === 'loading' ? { state: 'error' } : current)),
    );
    return () => {
      live = false;
    };
  }, []);
  return video;
}
