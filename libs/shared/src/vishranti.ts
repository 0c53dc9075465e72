/**
 * The Vishranti page's regular programs and videos, run by staff (admin resource `vishranti-items`). One
 * record shape for both kinds: a program has a description, a video a video address on one of the allowed
 * hosts (VIDEO_HOSTS, the same allowlist and privacy-enhanced embedding as the About video), or none yet:
 * the page then says the video is coming soon.
 */
import { isValidSlideLink, SITE_CONTENT_LIMITS, videoEmbedUrl, type VideoHost } from './site-content.js';

export const VISHRANTI_ITEM_KINDS = ['program', 'video'] as const;
export type VishrantiItemKind = (typeof VISHRANTI_ITEM_KINDS)[number];

export const VISHRANTI_ITEM_LIMITS = {
  titleMax: 120,
  descriptionMax: 500,
  videoUrlMax: SITE_CONTENT_LIMITS.videoUrlMax,
  linkMax: SITE_CONTENT_LIMITS.linkMax,
  sortOrderMin: SITE_CONTENT_LIMITS.sortOrderMin,
  sortOrderMax: SITE_CONTENT_LIMITS.sortOrderMax,
} as const;

/** A regular program or a video of /vishranti as the admin API gives it. */
export interface VishrantiItem {
  id: string;
  kind: VishrantiItemKind;
  title: string;
  /** A program's text; empty for a video. */
  description: string;
  /** A video's address as staff typed it; null for a program and for a video still to come. */
  videoUrl: string | null;
  /** Derived from `videoUrl` with today's VIDEO_HOSTS (read-only): the privacy-enhanced player's address. */
  videoEmbedUrl: string | null;
  /**
   * Where a program's "Learn More" leads: a path of this site (an event, a page) or an https address. Null
   * for a video, and for a program without one: the page then shows no "Learn More" rather than a button
   * that leads nowhere in particular.
   */
  link: string | null;
  sortOrder: number;
  isActive: boolean;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  descriptionHi?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An active item as `GET /api/vishranti-items` gives it (programs and videos, each in their order). */
export type PublicVishrantiItem = Omit<VishrantiItem, 'isActive' | 'createdAt' | 'updatedAt'>;

export const VISHRANTI_ITEM_MESSAGES = {
  kindInvalid: `Kind must be one of ${VISHRANTI_ITEM_KINDS.join(', ')}`,
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  notFound: 'Vishranti item not found',
  linkInvalid: 'Link must be a path of the site (starting with /) or an https:// address',
  videoUrlInvalid: (hosts: readonly string[]) =>
    `Video must be a video address on ${hosts.map((host) => VIDEO_HOST_LABELS[host as VideoHost] ?? host).join(' or ')}`,
} as const;

const VIDEO_HOST_LABELS: Record<VideoHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const blank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** The rules of an item (lengths and types are checked at the edge); `videoHosts` is VIDEO_HOSTS. */
export function vishrantiItemProblems(
  draft: {
    kind?: string | null;
    title?: string | null;
    description?: string | null;
    videoUrl?: string | null;
    link?: string | null;
  },
  videoHosts: readonly VideoHost[],
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const m = VISHRANTI_ITEM_MESSAGES;
  if (!VISHRANTI_ITEM_KINDS.includes(draft.kind as VishrantiItemKind))
    problems.push({ field: 'kind', message: m.kindInvalid });
  if (blank(draft.title)) problems.push({ field: 'title', message: m.titleRequired });
  if (draft.kind === 'program' && blank(draft.description))
    problems.push({ field: 'description', message: m.descriptionRequired });
  // A video without an address yet is shown as coming soon; one with an address must be playable.
  if (
    draft.kind === 'video' &&
    !blank(draft.videoUrl) &&
    !videoEmbedUrl(draft.videoUrl as string, videoHosts)
  )
    problems.push({ field: 'videoUrl', message: m.videoUrlInvalid(videoHosts) });
  if (draft.kind === 'program' && !blank(draft.link) && !isValidSlideLink(draft.link as string))
    problems.push({ field: 'link', message: m.linkInvalid });
  return problems;
}
