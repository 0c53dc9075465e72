// The security headers of the public site and the admin panel, in one place. Used by the site's own server
// (apps/site/server, also in the deployment), the local static server (tools/lib/static-server.mjs) and
// rendered into the admin panel's nginx configuration of the deployment (tools/deploy/generate-nginx.mjs
// writes tools/deploy/nginx-admin.conf.template from it; a test checks that it is up to date). Any server
// that serves the two builds should take its headers from here. Pure strings only: it runs in Node servers
// and never reaches a browser bundle (nothing there imports it).

export type SecuredApp = 'site' | 'admin';

export interface SecurityHeaderOptions {
  /** The API's public URL: its origin may be connected to and may serve images. */
  apiUrl?: string;
  /** Other hosts of uploaded images (the object store's public URL, a CDN). */
  mediaUrls?: string[];
  /** Adds HSTS (only ever sent over HTTPS; harmless but meaningless on http://localhost). */
  production?: boolean;
  /**
   * The admin panel's door check-in page (`/admin/check-in`) only: it may compile WebAssembly (its QR
   * reader, served from our own origin, when the browser has no BarcodeDetector) and use the camera. The
   * rest of the panel keeps both denied.
   */
  checkIn?: boolean;
  /**
   * Players the site may frame for the About video: the VIDEO_HOSTS setting's player origins
   * (videoPlayerOrigins in site-content.ts). None when not given: no video host is framed by default.
   */
  videoPlayers?: string[];
}

/** Where the admin deployable serves the door check-in page (the page whose headers allow the camera). */
export const CHECK_IN_PAGE_PATH = '/admin/check-in';

/**
 * Razorpay Standard Checkout: its script, the frames it opens and the APIs it calls (images: any https).
 * The script is the one file Razorpay asks to be loaded from its own host. What that script then frames and
 * calls is Razorpay's to change (today api.razorpay.com and lumberjack.razorpay.com), so frames and connections
 * allow any razorpay.com host rather than break payments when Razorpay moves a host.
 * Paying by UPI on a phone hands the payment to the visitor's UPI app: Checkout's frame navigates to a `upi:`
 * (or Android `intent:`) link or an app's own scheme, a navigation that the page's frame-src governs.
 */
export const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: [
    'https://*.razorpay.com',
    'upi:',
    'intent:',
    'tez:',
    'gpay:',
    'phonepe:',
    'paytmmp:',
    'bhim:',
    'credpay:',
  ],
  connect: ['https://*.razorpay.com'],
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** WHATWG URL, global in Node and browsers (this library compiles without the DOM or Node typings). */
declare const URL: new (url: string) => { origin: string };

/** `https://api.example.org/some/path` → `https://api.example.org`; a `${VAR}` placeholder stays as it is. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\$\{[A-Z_]+\}$/.test(url)) return url;
  return new URL(url).origin;
}

function policy(directives: Record<string, string[] | undefined>): string {
  return Object.entries(directives)
    .filter(([, sources]) => sources !== undefined)
    .map(([name, sources = []]) => (sources.length ? `${name} ${[...new Set(sources)].join(' ')}` : name))
    .join('; ');
}

/**
 * The Content-Security-Policy of one app.
 * - Scripts: only the app's own files (the bundle and /runtime-config.js); nothing inline, no eval. The
 *   site also loads Razorpay's checkout.js.
 * - Styles: own files plus inline styles, which styled-components (site) and MUI/emotion (admin) insert at
 *   run time; scripts stay strict.
 * - Images: own files, data:/blob: previews, and any https image (events and programs may name images on
 *   other hosts, e.g. the object store's public URL or a CDN).
 * - Connections: the own origin and the API (plus Razorpay's APIs on the site).
 * - Framing: the site frames only Razorpay's checkout and the configured video player (the About video);
 *   nobody may frame either app.
 */
export function contentSecurityPolicy(
  app: SecuredApp,
  {
    apiUrl,
    mediaUrls = [],
    checkIn = false,
    videoPlayers = [],
  }: Omit<SecurityHeaderOptions, 'production'> = {},
): string {
  const api = originOf(apiUrl);
  const media = mediaUrls.map(originOf).filter((origin): origin is string => Boolean(origin));
  const site = app === 'site';
  const players = videoPlayers.map(originOf).filter((origin): origin is string => Boolean(origin));
  return policy({
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile and nothing else (no eval of scripts).
    'script-src': [
      "'self'",
      ...(site ? RAZORPAY_CHECKOUT.script : []),
      ...(checkIn ? ["'wasm-unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(api ? [api] : []), ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : []), ...(site ? RAZORPAY_CHECKOUT.connect : [])],
    'frame-src': site ? [...RAZORPAY_CHECKOUT.frame, ...players] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Every security header of the site or the admin panel. */
export function securityHeaders(
  app: SecuredApp,
  { apiUrl, mediaUrls, production = false, checkIn = false, videoPlayers }: SecurityHeaderOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(app, { apiUrl, mediaUrls, checkIn, videoPlayers }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': app === 'site' ? 'same-origin-allow-popups' : 'same-origin',
    'Permissions-Policy': `camera=(${checkIn ? 'self' : ''}), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")`,
    ...(production ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}; includeSubDomains` } : {}),
  };
}

/** The headers as nginx `add_header ... always;` lines (values double-quoted for nginx). */
export function nginxHeaderLines(headers: Record<string, string>, indent = '  '): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`)
    .join('\n');
}
