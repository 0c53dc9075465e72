/**
 * The home and About pages' content that staff run: hero slides, the impact figures, the mission text and
 * the About video. Shared by the API (validates and stores), the site (shows it) and the admin panel.
 */
import type { ImageVariantsByUrl } from './types.js';

export const SITE_CONTENT_LIMITS = {
  slideTitleMax: 120,
  slideDescriptionMax: 300,
  linkMax: 500,
  sortOrderMin: 0,
  sortOrderMax: 10_000,
  impactFiguresMax: 12,
  impactValueMax: 30,
  impactLabelMax: 80,
  missionMax: 2000,
  videoUrlMax: 500,
} as const;

/** A slide of the home page's hero carousel. */
export interface HeroSlide {
  id: string;
  title: string;
  description: string;
  /** Wide picture for screens from 48em; an uploaded image or an https URL. */
  desktopImageUrl: string;
  /** Tall picture for phones. */
  mobileImageUrl: string;
  /** Where "Learn More" leads: a path of the site (`/yogayan`) or an https URL. */
  link: string;
  sortOrder: number;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  descriptionHi?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A slide as `GET /api/hero-slides` gives it, with the renditions of its uploaded pictures. */
export interface PublicHeroSlide extends Omit<HeroSlide, 'createdAt' | 'updatedAt'> {
  imageVariants: ImageVariantsByUrl;
}

export interface ImpactFigure {
  /** As shown: "100,000+", "2". */
  value: string;
  label: string;
  /** The Hindi label (hindi-content.ts); null, or absent in figures saved before it existed, when not translated. */
  labelHi?: string | null;
}

/**
 * The one record of page texts (`GET /api/site-content`; admin resource `site-content`, id `current`).
 * `aboutVideoEmbedUrl` is derived from `aboutVideoUrl` (read-only): the privacy-enhanced player's address.
 */
export interface SiteContent {
  id: typeof SITE_CONTENT_ID;
  impactFigures: ImpactFigure[];
  missionText: string;
  /** Hindi twin (hindi-content.ts), null when not translated. */
  missionTextHi?: string | null;
  aboutVideoUrl: string | null;
  aboutVideoEmbedUrl: string | null;
  updatedAt: string;
}

export const SITE_CONTENT_ID = 'current';

/**
 * The video hosts staff may name for the About video, and how each is embedded. The setting VIDEO_HOSTS
 * (API and site server alike) chooses which are allowed; the site's CSP frames exactly their players.
 * YouTube plays from youtube-nocookie.com (its privacy-enhanced mode: no cookies until the visitor plays).
 */
export const VIDEO_HOSTS = {
  youtube: {
    hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'],
    playerOrigin: 'https://www.youtube-nocookie.com',
  },
  vimeo: {
    hosts: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
    playerOrigin: 'https://player.vimeo.com',
  },
} as const;
export type VideoHost = keyof typeof VIDEO_HOSTS;
export const VIDEO_HOST_NAMES = Object.keys(VIDEO_HOSTS) as VideoHost[];
export const DEFAULT_VIDEO_HOSTS: readonly VideoHost[] = ['youtube'];

export const SITE_CONTENT_MESSAGES = {
  slideTitleRequired: 'Title is required',
  slideDescriptionRequired: 'Description is required',
  desktopImageRequired: 'Desktop image is required',
  mobileImageRequired: 'Mobile image is required',
  linkInvalid: 'Link must be a path of the site (starting with /) or an https:// address',
  slideNotFound: 'Hero slide not found',
  impactFigureRequired: 'Each impact figure needs a value and a label',
  missionRequired: 'Mission text is required',
  videoUrlInvalid: (hosts: readonly string[]) =>
    `About video must be a video address on ${hosts.map((host) => VIDEO_HOST_LABELS[host as VideoHost] ?? host).join(' or ')}`,
} as const;

const VIDEO_HOST_LABELS: Record<VideoHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** WHATWG URL, global in Node and browsers (this library compiles without the DOM or Node typings). */
declare const URL: new (url: string) => {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
  username: string;
  password: string;
  port: string;
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_LIST = /^[A-Za-z0-9_-]{10,64}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The privacy-enhanced player address of a video URL on one of the allowed hosts, or null when the URL is
 * not a video there (another host, a channel page, anything but https). A YouTube playlist embeds as one.
 */
export function videoEmbedUrl(
  url: string,
  allowed: readonly VideoHost[] = DEFAULT_VIDEO_HOSTS,
): string | null {
  let parsed;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (allowed.includes('youtube') && (VIDEO_HOSTS.youtube.hosts as readonly string[]).includes(host)) {
    const player = `${VIDEO_HOSTS.youtube.playerOrigin}/embed`;
    let id: string | null = null;
    if (host === 'youtu.be') id = segments[0] ?? null;
    else if (segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (['embed', 'shorts', 'live'].includes(segments[0] ?? '') && segments.length === 2)
      id = segments[1];
    const list = parsed.searchParams.get('list');
    if (id && YOUTUBE_ID.test(id)) return `${player}/${id}`;
    if (!id && list && YOUTUBE_LIST.test(list) && (segments[0] === 'playlist' || segments[0] === 'embed'))
      return `${player}/videoseries?list=${list}`;
    return null;
  }
  if (allowed.includes('vimeo') && (VIDEO_HOSTS.vimeo.hosts as readonly string[]).includes(host)) {
    const id = host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : segments[0];
    if (id && VIMEO_ID.test(id) && segments.length <= (host === 'player.vimeo.com' ? 2 : 1))
      return `${VIDEO_HOSTS.vimeo.playerOrigin}/video/${id}?dnt=1`;
    return null;
  }
  return null;
}

/** The player origins the site's CSP must allow to frame, for these allowed hosts. */
export function videoPlayerOrigins(allowed: readonly VideoHost[]): string[] {
  return allowed.map((host) => VIDEO_HOSTS[host].playerOrigin);
}

/**
 * Reads the VIDEO_HOSTS setting (comma-separated names, e.g. `youtube,vimeo`); unset or empty gives the
 * default. Throws an Error naming the setting for an unknown name.
 */
export function parseVideoHostsSetting(value: string | undefined): VideoHost[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...DEFAULT_VIDEO_HOSTS];
  const unknown = names.filter((name) => !VIDEO_HOST_NAMES.includes(name as VideoHost));
  if (unknown.length > 0)
    throw new Error(
      `VIDEO_HOSTS must list video hosts among ${VIDEO_HOST_NAMES.join(', ')} (got "${value}")`,
    );
  return [...new Set(names)] as VideoHost[];
}

/** A slide's link: a path of this site (never `//host`) or an https address. */
export function isValidSlideLink(link: string): boolean {
  const value = link.trim();
  if (value.length === 0 || value.length > SITE_CONTENT_LIMITS.linkMax || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** One broken rule of a slide or of the page texts: the JSON field and its message. */
export interface SiteContentProblem {
  field: string;
  message: string;
}

const blank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** The rules of a slide (lengths and types are checked at the edge). */
export function heroSlideProblems(draft: {
  title?: string | null;
  description?: string | null;
  desktopImageUrl?: string | null;
  mobileImageUrl?: string | null;
  link?: string | null;
}): SiteContentProblem[] {
  const problems: SiteContentProblem[] = [];
  const m = SITE_CONTENT_MESSAGES;
  if (blank(draft.title)) problems.push({ field: 'title', message: m.slideTitleRequired });
  if (blank(draft.description)) problems.push({ field: 'description', message: m.slideDescriptionRequired });
  if (blank(draft.desktopImageUrl))
    problems.push({ field: 'desktopImageUrl', message: m.desktopImageRequired });
  if (blank(draft.mobileImageUrl)) problems.push({ field: 'mobileImageUrl', message: m.mobileImageRequired });
  if (!isValidSlideLink(draft.link ?? '')) problems.push({ field: 'link', message: m.linkInvalid });
  return problems;
}

/** The rules of the page texts; `videoHosts` is the VIDEO_HOSTS setting. */
export function siteContentProblems(
  draft: { impactFigures?: ImpactFigure[]; missionText?: string | null; aboutVideoUrl?: string | null },
  videoHosts: readonly VideoHost[],
): SiteContentProblem[] {
  const problems: SiteContentProblem[] = [];
  const m = SITE_CONTENT_MESSAGES;
  if ((draft.impactFigures ?? []).some((figure) => blank(figure.value) || blank(figure.label)))
    problems.push({ field: 'impactFigures', message: m.impactFigureRequired });
  if (blank(draft.missionText)) problems.push({ field: 'missionText', message: m.missionRequired });
  if (draft.aboutVideoUrl && !videoEmbedUrl(draft.aboutVideoUrl, videoHosts))
    problems.push({ field: 'aboutVideoUrl', message: m.videoUrlInvalid(videoHosts) });
  return problems;
}
