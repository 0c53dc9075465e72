import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MinLength,
  Max,
  Min,
  validateSync,
  getMetadataStorage,
} from 'class-validator';
import {
  DEFAULT_RECEIPT_PREFIX,
  DEFAULT_VIDEO_HOSTS,
  isValidPan,
  parseCalendarDate,
  PAN_PATTERN,
  TIME_OF_DAY_PATTERN,
  RECEIPT_PREFIX_PATTERN,
  VIDEO_HOST_NAMES,
  type TaxRegime,
  type TaxRegimeId,
  type VideoHost,
} from '@foundation/shared';
import type { FoundationLegalDetails } from './foundation-legal.js';
import { MIN_BOOKING_LINK_SECRET_BYTES, parseTicketSigningKey } from './ticket-signing-key.js';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value;
/** An integer setting from the environment (a string of digits), at least `min` and at most `max`. */
const IntSetting = (min: number, max?: number) =>
  applyDecorators(Transform(toInt), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)]));
/** Shape of a date setting (YYYY-MM-DD); whether it is a real day is checked with the other 80G settings. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A Unique Registration Number: the foundation's PAN followed by 4 to 20 capital letters or digits. */
const URN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z][A-Z0-9]{4,20}$/;
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/**
 * Every setting of the API, read once from the environment and validated. The API refuses to start when a
 * value is wrong and names the variable. docs/configuration.md is generated from this class (each setting's
 * doc comment is its meaning there): after a change, run `npm run docs:generate`.
 */
export class AppConfig {
  /**
   * The mode the API runs in. Production refuses the sandbox payment provider and demo legal
   * details, requires the booking and ticket keys, and turns on HSTS.
   */
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /** Address the API listens on (`0.0.0.0` in containers). */
  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  /** Port the API listens on. */
  @IntSetting(0, 65535)
  PORT = 3000;

  /**
   * PostgreSQL connection URL. Required when the API runs by itself; `npm start` and the tests set their own.
   * With `DATABASE_URL`, the tests create and drop their own databases on that server, so its user needs the
   * `CREATEDB` privilege.
   */
  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// connection URL' })
  DATABASE_URL: string;

  /** Database connections per API process. */
  @IntSetting(1, 200)
  DATABASE_POOL_SIZE = 10;

  /** Longest a single SQL statement may run before PostgreSQL cancels it. */
  @IntSetting(100)
  DATABASE_STATEMENT_TIMEOUT_MS = 10000;

  /** Longest wait for a database connection (pool full or PostgreSQL unreachable) before the request gets 503. */
  @IntSetting(100, 60000)
  DATABASE_CONNECT_TIMEOUT_MS = 5000;

  /**
   * How long a public read (events, event pages, programs) is kept in this process's memory. Admin writes
   * and registrations handled by this process clear it at once; writes through other processes show after
   * at most this long. 0 turns the cache off (HTTP revalidation with ETag stays).
   */
  @IntSetting(0, 60000)
  PUBLIC_CACHE_TTL_MS = 3000;

  /**
   * Bearer token that opens `GET /api/metrics` (Prometheus). Unset: the endpoint answers 404. At least 16
   * characters.
   */
  @IsOptional()
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters' })
  METRICS_TOKEN?: string;

  /** Longest a SIGTERM waits for requests in flight before the process exits anyway. */
  @IntSetting(0, 120000)
  SHUTDOWN_GRACE_MS = 10000;

  /** Origins of the public site and the admin panel allowed to call the API from a browser (`npm start` sets its own). */
  @Transform(toList)
  @Matches(/^https?:\/\/[^\s/]+$/, {
    each: true,
    message: 'CORS_ORIGINS must be a comma-separated list of origins',
  })
  CORS_ORIGINS: string[] = ['http://localhost:4200', 'http://localhost:4300'];

  /** Folder where uploaded and generated images are kept by the local storage driver. */
  @IsString()
  @IsNotEmpty()
  UPLOADS_DIR = 'var/uploads';

  /** pino's level for the API's JSON logs on stdout (`npm start` runs the API at `warn`). */
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Largest JSON request body, in bytes. */
  @IntSetting(1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  /**
   * Express `trust proxy` setting when behind a reverse proxy. The sign-in limits and the limits of public
   * writes count per client address and need the client's real address: without it every visitor behind the
   * proxy counts as one. Keep it matching the hops in front of the API.
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Longest wait for a request's headers; slower clients are cut (Node's headersTimeout). */
  @IntSetting(1000, 600000)
  REQUEST_HEADERS_TIMEOUT_MS = 10000;

  /**
   * Longest wait, from the start of a request, until its whole body has arrived; a slower client gets 408 and
   * its connection is closed (a body trickled in byte by byte cannot hold a connection for minutes). Large
   * image uploads from slow lines need it long enough.
   */
  @IntSetting(1000, 600000)
  REQUEST_BODY_TIMEOUT_MS = 30000;

  // ---- Payments -------------------------------------------------------------------------------------

  /**
   * Razorpay API key id. All three Razorpay settings set: Razorpay is the payment provider; none: the local
   * sandbox, which is refused in production.
   */
  @IsOptional()
  @Matches(/^rzp_(test|live)_[A-Za-z0-9]+$/, {
    message: 'RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...',
  })
  RAZORPAY_KEY_ID?: string;

  /** Razorpay API key secret; set with RAZORPAY_KEY_ID and RAZORPAY_WEBHOOK_SECRET, all three or none. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  RAZORPAY_KEY_SECRET?: string;

  /** Secret of the Razorpay webhook (Dashboard > Webhooks), used to verify X-Razorpay-Signature. */
  @IsOptional()
  @IsString()
  @MinLength(8)
  RAZORPAY_WEBHOOK_SECRET?: string;

  /** Base URL of Razorpay's API; changed only to point the adapter at a local mock in tests. */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'RAZORPAY_API_URL must be an http(s) origin' })
  RAZORPAY_API_URL = 'https://api.razorpay.com';

  /**
   * The foundation's FCRA registration number (Foreign Contribution (Regulation) Act, 2010, section 12; nine
   * digits). With the FCRA account's Razorpay keys below, gifts from foreign sources are taken on that
   * account; without them the donation form refuses them (docs/fcra-and-recurring.md).
   */
  @IsOptional()
  @Matches(/^[0-9]{9}$/, {
    message: 'FCRA_REGISTRATION_NUMBER must be the nine digits of the FCRA registration',
  })
  FCRA_REGISTRATION_NUMBER?: string;

  /** Key id of the separate Razorpay account that pays into the foundation's FCRA account. */
  @IsOptional()
  @Matches(/^rzp_(test|live)_[A-Za-z0-9]+$/, {
    message: 'FCRA_RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...',
  })
  FCRA_RAZORPAY_KEY_ID?: string;

  /** Key secret of the FCRA account's Razorpay keys (with FCRA_RAZORPAY_KEY_ID). */
  @IsOptional()
  @IsString()
  @MinLength(8)
  FCRA_RAZORPAY_KEY_SECRET?: string;

  /** Secret of the FCRA account's Razorpay webhook (it posts to the same webhook URL). */
  @IsOptional()
  @IsString()
  @MinLength(8)
  FCRA_RAZORPAY_WEBHOOK_SECRET?: string;

  /** Longest a call to the payment provider may take before the visitor gets a 503. */
  @IntSetting(100, 120000)
  PAYMENT_PROVIDER_TIMEOUT_MS = 10000;

  /** Secret with which the sandbox provider signs its payments and webhooks (never used in production). */
  @IsString()
  @MinLength(8)
  SANDBOX_PAYMENT_SECRET = 'sandbox-local-payment-secret';

  /**
   * Delay of the sandbox's own signed webhooks (`payment.captured` after its Pay button, `refund.processed`
   * after a refund), in milliseconds; -1: never.
   */
  @IntSetting(-1)
  SANDBOX_WEBHOOK_DELAY_MS = 3000;

  /** The name shown in Checkout, on receipts and in e-mails. */
  @IsString()
  @IsNotEmpty()
  FOUNDATION_NAME = 'Yoga Foundation';

  // ---- Registrations and donations ------------------------------------------------------------------

  /** How long a pending paid registration holds its seats while the visitor pays. */
  @IntSetting(1, 24 * 60)
  REGISTRATION_HOLD_MINUTES = 15;

  /** How often expired holds are marked failed (each API process sweeps; the update is safe to repeat). */
  @IntSetting(1000)
  HOLD_SWEEP_INTERVAL_MS = 60000;

  /** Largest donation accepted by `POST /api/create-order`, in whole rupees. */
  @IntSetting(1, 100000000)
  DONATION_MAX_RUPEES = 500000;

  /**
   * Above this amount per debit (whole rupees), each debit of a recurring gift needs the donor's approval in
   * their UPI or bank app (the rule of UPI AutoPay and card mandates); the site says so before Checkout.
   */
  @IntSetting(1, 100000000)
  DONATION_APPROVAL_THRESHOLD_RUPEES = 15000;

  /** Charges a monthly recurring gift is created for (Razorpay's subscription `total_count`). */
  @IntSetting(1, 1200)
  RECURRING_MONTHLY_TOTAL_COUNT = 120;

  /** Charges a yearly recurring gift is created for. */
  @IntSetting(1, 100)
  RECURRING_YEARLY_TOTAL_COUNT = 10;

  /**
   * The public site's origin as visitors reach it, for links in e-mails (the booking page
   * `{SITE_URL}/bookings/{token}`, the donor's "My giving" link `{SITE_URL}/my-giving#token`): scheme, host
   * and optional port, without a trailing slash. `npm start` sets its own.
   */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'SITE_URL must be an http(s) origin without a path' })
  SITE_URL = 'http://localhost:4200';

  /**
   * The API's public origin, for the one address a mail program calls on the API itself: the one-click
   * unsubscribe of a newsletter's `List-Unsubscribe` header (RFC 8058, docs/privacy.md "Newsletter").
   */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, {
    message: 'API_PUBLIC_URL must be an http(s) origin without a path',
  })
  API_PUBLIC_URL = 'http://localhost:3000';

  // ---- Audit log ------------------------------------------------------------------------------------

  /** Days an audit log entry is kept; older entries are deleted by an hourly sweep in every API process. */
  @IntSetting(1, 36500)
  AUDIT_LOG_RETENTION_DAYS = 730;

  // ---- Sessions -------------------------------------------------------------------------------------

  /**
   * Minutes before a session's start from which its online join link is given out
   * (`GET /api/sessions/{id}/join`); until then the answer says when the session starts.
   */
  @IntSetting(0, 1440)
  SESSION_JOIN_LINK_LEAD_MINUTES = 15;

  // ---- Mail -----------------------------------------------------------------------------------------

  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://...:465`); unset: write .eml files. */
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** Sender of every e-mail. */
  @IsString()
  @IsNotEmpty()
  MAIL_FROM = 'Yoga Foundation <no-reply@foundation.local>';

  /** Folder for .eml files when SMTP_URL is not set. */
  @IsString()
  @IsNotEmpty()
  MAIL_DIR = 'var/mail';

  // ---- Site content and volunteering ------------------------------------------------------------

  /**
   * Video hosts the About video may be on (comma-separated: youtube, vimeo). The site server reads the
   * same setting: its CSP frames exactly these hosts' players.
   */
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    // Unset or empty: the default, as the site server reads it (parseVideoHostsSetting).
    return names.length > 0 ? names : [...DEFAULT_VIDEO_HOSTS];
  })
  @IsIn(VIDEO_HOST_NAMES, {
    each: true,
    message: `VIDEO_HOSTS must list video hosts among ${VIDEO_HOST_NAMES.join(', ')}`,
  })
  @ArrayNotEmpty({ message: 'VIDEO_HOSTS must name at least one video host' })
  VIDEO_HOSTS: VideoHost[] = [...DEFAULT_VIDEO_HOSTS];

  /** Where a new volunteer application from the Yogamitra page is announced to the staff. */
  @IsEmail({}, { message: 'VOLUNTEER_NOTIFY_EMAIL must be an e-mail address' })
  VOLUNTEER_NOTIFY_EMAIL = 'volunteers@foundation.local';

  // ---- Mail -------------------------------------------------------------------------------------

  /** How often the mail outbox is checked for messages due (new ones are also sent at once). */
  @IntSetting(100)
  MAIL_POLL_INTERVAL_MS = 30000;

  /** Attempts before a message is given up (retries back off: 1, 2, 4 ... minutes, at most an hour). */
  @IntSetting(1, 100)
  MAIL_MAX_ATTEMPTS = 8;

  // ---- Admin sign-in ----------------------------------------------------------------------------

  /**
   * Key that signs the admins' access tokens (HS256), at least 32 bytes. Required in every mode: a key
   * written in the source would be known to everyone, and a deployment that forgot NODE_ENV would accept
   * tokens anyone can sign. The same for every API process (e.g. `openssl rand -base64 48`). `npm start` keeps a
   * generated one in `var/secrets.json`; the tests make their own.
   */
  @IsOptional()
  @IsString()
  JWT_SECRET?: string;

  /** Issuer written into and required of access tokens. */
  @IsString()
  @IsNotEmpty()
  JWT_ISSUER = 'foundation-api';

  /** Audience written into and required of access tokens. */
  @IsString()
  @IsNotEmpty()
  JWT_AUDIENCE = 'foundation-admin';

  /** Lifetime of an access token. */
  @IntSetting(60, 3600)
  JWT_ACCESS_TTL_SECONDS = 15 * 60;

  /**
   * How long a process may trust its last look at whether a sign-in is still live (signed out, refresh token
   * reused, admin removed). A sign-in ended through another API process stops working there within this
   * time; the process that ended it refuses it at once. 0: ask PostgreSQL on every admin request.
   */
  @IntSetting(0, 10000)
  SIGN_IN_CHECK_CACHE_MS = 1000;

  /** Lifetime of a refresh token (each refresh replaces it with a new one). */
  @IntSetting(300, 90 * 24 * 60 * 60)
  REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

  /** Failed sign-ins allowed per client address in one window, whatever the e-mail (successes never count). */
  @IntSetting(1)
  LOGIN_MAX_ATTEMPTS_PER_IP = 20;

  /**
   * Failed sign-ins allowed per e-mail from one client address in one window (a successful sign-in starts
   * afresh). Failures from other addresses do not lock the e-mail: they slow it down (below).
   */
  @IntSetting(1)
  LOGIN_MAX_ATTEMPTS_PER_EMAIL = 5;

  /** Failed sign-ins for one e-mail, from all addresses in one window, after which its attempts are slowed. */
  @IntSetting(1)
  LOGIN_SLOWDOWN_AFTER_FAILURES = 10;

  /** Wait added to each attempt for every failure beyond LOGIN_SLOWDOWN_AFTER_FAILURES ... */
  @IntSetting(0, 10000)
  LOGIN_SLOWDOWN_STEP_MS = 250;

  /** ... up to this much (the e-mail is slowed, never locked). */
  @IntSetting(0, 30000)
  LOGIN_SLOWDOWN_MAX_MS = 3000;

  /** Length of the sign-in counting window, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  LOGIN_WINDOW_SECONDS = 15 * 60;

  // ---- Limits of public writes per client address (counted in PostgreSQL, shared by every process) ----
  // A paid registration holds seats while pending, each registration or donation order creates a payment
  // order, and each contact message or sign-up is mail for the staff: a script must not do them at will.
  // Generous enough for a family or a class behind one mobile-carrier NAT; see docs/operations.md.

  /** `POST /api/registrations` per client address in one window. */
  @IntSetting(1, 1_000_000)
  REGISTRATIONS_MAX_PER_IP = 10;

  /**
   * Window of REGISTRATIONS_MAX_PER_IP, in seconds (joining a waiting list counts separately, with the same
   * limit).
   */
  @IntSetting(1, 24 * 60 * 60)
  REGISTRATIONS_WINDOW_SECONDS = 10 * 60;

  /** `POST /api/create-order` (donations) per client address in one window. */
  @IntSetting(1, 1_000_000)
  DONATION_ORDERS_MAX_PER_IP = 10;

  /** Window of DONATION_ORDERS_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  DONATION_ORDERS_WINDOW_SECONDS = 10 * 60;

  /** `POST /api/my-giving/...` (tax details, cancelling a recurring gift) per client address in one window. */
  @IntSetting(1, 1_000_000)
  MY_GIVING_WRITES_MAX_PER_IP = 10;

  /** Window of MY_GIVING_WRITES_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  MY_GIVING_WRITES_WINDOW_SECONDS = 10 * 60;

  /** Uses of a staff invitation's link (`/api/auth/invitations/:token`) per client address in one window. */
  @IntSetting(1, 1_000_000)
  STAFF_INVITES_MAX_PER_IP = 20;

  /** The window of STAFF_INVITES_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  STAFF_INVITES_WINDOW_SECONDS = 15 * 60;

  /** `POST /api/contact` per client address in one window. */
  @IntSetting(1, 1_000_000)
  CONTACT_MAX_PER_IP = 5;

  /** Window of CONTACT_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  CONTACT_WINDOW_SECONDS = 60 * 60;

  /** `POST /api/newsletter` per client address in one window. */
  @IntSetting(1, 1_000_000)
  NEWSLETTER_MAX_PER_IP = 5;

  /** Window of NEWSLETTER_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  NEWSLETTER_WINDOW_SECONDS = 60 * 60;

  /**
   * `POST /api/newsletter/unsubscribe/{token}` per client address in one window: generous, since mail
   * providers send the one-click unsubscribes of many readers from a few addresses (RFC 8058).
   */
  @IntSetting(1, 1_000_000)
  NEWSLETTER_UNSUBSCRIBES_MAX_PER_IP = 300;

  /** Window of NEWSLETTER_UNSUBSCRIBES_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  NEWSLETTER_UNSUBSCRIBES_WINDOW_SECONDS = 60 * 60;

  /** `POST /api/volunteer-applications` per client address in one window (each one e-mails the staff). */
  @IntSetting(1, 1_000_000)
  VOLUNTEER_APPLICATIONS_MAX_PER_IP = 5;

  /** Window of VOLUNTEER_APPLICATIONS_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  VOLUNTEER_APPLICATIONS_WINDOW_SECONDS = 60 * 60;

  // ---- Uploaded images -------------------------------------------------------------------------------

  /** Where uploaded images go: `local` (UPLOADS_DIR, served at /uploads/) or `s3` (any S3-compatible store). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** Bucket of the uploads; required when STORAGE_DRIVER is `s3`. */
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  /** Region of the bucket. */
  @IsString()
  @IsNotEmpty()
  S3_REGION = 'us-east-1';

  /** Endpoint of an S3-compatible service (MinIO, R2, Spaces...); unset for AWS itself. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT?: string;

  /**
   * Access key of the object store; with S3_SECRET_ACCESS_KEY, both or neither. Unset: the SDK's default
   * credentials.
   */
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  /** Secret key of the object store; with S3_ACCESS_KEY_ID, both or neither. */
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Public base URL of the bucket's objects (a CDN or the bucket's website); default: endpoint/bucket. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'S3_PUBLIC_URL must be an http(s) URL' })
  S3_PUBLIC_URL?: string;

  /** `false` for virtual-hosted bucket URLs. */
  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'true';

  // ---- Tax receipts: the foundation's legal details, and its approval under each tax regime ----------------
  // FOUNDATION_ADDRESS and FOUNDATION_PAN together, with the four settings of at least one approval (all four
  // of one approval or none of them): FOUNDATION_80G_* (Income-tax Act, 1961, section 80G(5)) and
  // FOUNDATION_354_* (Income-tax Act, 2025, section 354); libs/shared's TAX_REGIMES names each regime's key.
  // Unset outside production: demonstration values of both (DEMO_FOUNDATION_LEGAL_DETAILS). Unset in
  // production: no deductible receipt can be issued, never one with demo values. A donation gets a deductible
  // receipt only under the approval of its own date's regime, within that approval's validity.

  /**
   * The foundation's postal address as printed on receipts (one line; commas separate its parts). Set all six
   * 80G settings (this one, FOUNDATION_PAN and the four FOUNDATION_80G_*) or none: unset outside production,
   * demonstration values are used; unset in production, no 80G receipt can be issued.
   */
  @IsOptional()
  @IsString()
  @Matches(/\S/, { message: 'FOUNDATION_ADDRESS must not be blank' })
  FOUNDATION_ADDRESS?: string;

  /** The foundation's PAN ('AAATY1234F'). */
  @IsOptional()
  @Matches(PAN_PATTERN, { message: 'FOUNDATION_PAN must look like ABCDE1234F' })
  FOUNDATION_PAN?: string;

  /** Unique Registration Number of the 80G approval (Form 10AC): the foundation's PAN followed by letters and digits. */
  @IsOptional()
  @Matches(URN_PATTERN, {
    message: 'FOUNDATION_80G_URN must be the PAN followed by 4 to 20 capital letters or digits',
  })
  FOUNDATION_80G_URN?: string;

  /** The day the 80G approval (and its URN) was issued, YYYY-MM-DD; with the URN, in every row of Form 10BD. */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_80G_APPROVED_ON must be a date YYYY-MM-DD' })
  FOUNDATION_80G_APPROVED_ON?: string;

  /** First day of the 80G approval's validity, YYYY-MM-DD (e.g. 2021-04-01, valid until 2026-03-31). */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_80G_VALID_FROM must be a date YYYY-MM-DD' })
  FOUNDATION_80G_VALID_FROM?: string;

  /** Last day of the approval's validity, YYYY-MM-DD; not before FOUNDATION_80G_VALID_FROM. */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_80G_VALID_UNTIL must be a date YYYY-MM-DD' })
  FOUNDATION_80G_VALID_UNTIL?: string;

  /** Unique Registration Number of the approval under section 354 of the Income-tax Act, 2025. */
  @IsOptional()
  @Matches(URN_PATTERN, {
    message: 'FOUNDATION_354_URN must be the PAN followed by 4 to 20 capital letters or digits',
  })
  FOUNDATION_354_URN?: string;

  /** The day the section 354 approval was issued, YYYY-MM-DD. */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_354_APPROVED_ON must be a date YYYY-MM-DD' })
  FOUNDATION_354_APPROVED_ON?: string;

  /** First day of the section 354 approval's validity, YYYY-MM-DD. */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_354_VALID_FROM must be a date YYYY-MM-DD' })
  FOUNDATION_354_VALID_FROM?: string;

  /** Last day of the section 354 approval's validity, YYYY-MM-DD; not before FOUNDATION_354_VALID_FROM. */
  @IsOptional()
  @Matches(CALENDAR_DATE, { message: 'FOUNDATION_354_VALID_UNTIL must be a date YYYY-MM-DD' })
  FOUNDATION_354_VALID_UNTIL?: string;

  /** The prefix of new receipt numbers ('DR' gives DR/2026-27/000123); numbers already issued keep theirs. */
  @Matches(RECEIPT_PREFIX_PATTERN, {
    message: 'RECEIPT_NUMBER_PREFIX must be 1 to 10 capital letters or digits',
  })
  RECEIPT_NUMBER_PREFIX = DEFAULT_RECEIPT_PREFIX;

  /** Title of the person who signs receipts, printed under the signature line. */
  @IsString()
  @Matches(/\S/, { message: 'RECEIPT_SIGNATORY_TITLE must not be blank' })
  RECEIPT_SIGNATORY_TITLE = 'Managing Trustee';

  // ---- Bookings: the booking link, signed tickets, fair holds (docs/bookings.md) ---------------------

  /**
   * Key from which each booking's link secret is derived (HMAC-SHA256), at least 32 bytes. Required in
   * production; elsewhere, when unset, each process makes a random one (links then last until it stops).
   */
  @IsOptional()
  @IsString()
  BOOKING_LINK_SECRET?: string;

  /**
   * Ed25519 private key that signs the tickets' QR tokens: its 32-byte seed in base64url, or a PKCS#8 PEM.
   * Required in production; elsewhere, when unset, each process makes one (its tickets verify only with the
   * public key that process publishes).
   */
  @IsOptional()
  @IsString()
  TICKET_SIGNING_PRIVATE_KEY?: string;

  /** Most unpaid (pending) seats one client address, one e-mail or one phone number may hold per event. */
  @IntSetting(1, 1000)
  HOLD_MAX_PENDING_SEATS_PER_HOLDER = 10;

  /** Most of an event's unsold seats (percent) that may be held unpaid at once; 100: no limit. */
  @IntSetting(1, 100)
  HOLD_MAX_SHARE_OF_SEATS_LEFT = 50;

  /** How long a waiting-list offer holds its seats for the person offered (hours). */
  @IntSetting(1, 24 * 30)
  WAITLIST_OFFER_HOURS = 24;

  /** How often each API process looks for freed seats to offer to the waiting list (a safety net). */
  @IntSetting(100)
  WAITLIST_SWEEP_INTERVAL_MS = 60000;

  // ---- Event reminders (docs/events-operations.md "Reminders") -----------------------------------------

  /** Offline events are reminded the day before their start date at this India time (`HH:MM`). */
  @Matches(TIME_OF_DAY_PATTERN, { message: 'REMINDER_OFFLINE_TIME must be a time of day as HH:MM (24-hour)' })
  REMINDER_OFFLINE_TIME = '18:00';

  /** Online events are reminded this many minutes before their start. */
  @IntSetting(1, 7 * 24 * 60)
  REMINDER_ONLINE_MINUTES_BEFORE = 60;

  /** Where a copy of every message to attendees goes (the events team's address). */
  @IsEmail({}, { message: 'EVENTS_STAFF_EMAIL must be an e-mail address' })
  EVENTS_STAFF_EMAIL = 'events@foundation.local';

  /** Messages to attendees one admin may send in one window (each may e-mail thousands). */
  @IntSetting(1, 1_000_000)
  EVENT_MESSAGES_MAX_PER_ADMIN = 10;

  /** The window of EVENT_MESSAGES_MAX_PER_ADMIN, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  EVENT_MESSAGES_WINDOW_SECONDS = 60 * 60;

  /** How often each API process looks for reminders due (a late one goes out at the next look). */
  @IntSetting(100)
  REMINDER_SWEEP_INTERVAL_MS = 60000;

  /** How often each API process looks for event cancellations left unfinished (a crash, a stopped process). */
  @IntSetting(100)
  EVENT_CANCEL_SWEEP_INTERVAL_MS = 30000;

  /** Days after an event moved (dates, time or place) during which its earlier bookings cancel for free. */
  @IntSetting(1, 365)
  EVENT_MOVE_FREE_CANCEL_DAYS = 7;

  /** `POST /api/bookings/{token}/resend` per client address in one window. */
  @IntSetting(1, 1_000_000)
  BOOKING_RESENDS_MAX_PER_IP = 5;

  /** Window of BOOKING_RESENDS_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  BOOKING_RESENDS_WINDOW_SECONDS = 60 * 60;

  /** `POST /api/bookings/{token}/cancel` per client address in one window (a repeated cancel counts too). */
  @IntSetting(1, 1_000_000)
  BOOKING_CANCELS_MAX_PER_IP = 10;

  /** Window of BOOKING_CANCELS_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  BOOKING_CANCELS_WINDOW_SECONDS = 60 * 60;

  // ---- Personal data: the rights of docs/privacy.md ----------------------------------------------------

  /**
   * Corrections and erasures through a booking or My giving link (`PATCH /api/bookings/{token}`,
   * `POST .../erase`) per client address in one window, all of them counted together.
   */
  @IntSetting(1, 1_000_000)
  PERSONAL_DATA_WRITES_MAX_PER_IP = 10;

  /** Window of PERSONAL_DATA_WRITES_MAX_PER_IP, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  PERSONAL_DATA_WRITES_WINDOW_SECONDS = 60 * 60;

  /**
   * Years a donation's tax record (donor's name, address, PAN, the gift and its receipts) outlives an
   * erasure, counted from the end of the assessment year after the gift's financial year: Income-tax Rules,
   * 1962, Rule 17AA(4) (docs/privacy.md "Erasure").
   */
  @IntSetting(1, 100)
  TAX_RECORDS_RETENTION_YEARS = 10;

  // ---- Retention of personal data (docs/privacy.md "Retention") ------------------------------------

  /** Days after an event's end date its registrations keep their person's fields. */
  @IntSetting(1, 36500)
  RETENTION_REGISTRATION_DAYS = 365;

  /** Days after an event's end date its waiting-list entries keep their person's fields. */
  @IntSetting(1, 36500)
  RETENTION_WAITLIST_DAYS = 30;

  /** Days a contact message keeps its sender's name, number and text. */
  @IntSetting(1, 36500)
  RETENTION_CONTACT_MESSAGE_DAYS = 365;

  /** Days a volunteer application keeps its person's fields (two years). */
  @IntSetting(1, 36500)
  RETENTION_VOLUNTEER_APPLICATION_DAYS = 730;

  /** Days an e-mail of the Outbox keeps its address and bodies (kind, subject and dates stay). */
  @IntSetting(1, 36500)
  RETENTION_MAIL_BODY_DAYS = 90;

  /** How often each API process looks whether today's retention run (India's calendar) is done. */
  @IntSetting(1000)
  RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

  /** Minutes after which a retention run still `running` (its process died) is taken over by another. */
  @IntSetting(1, 24 * 60)
  RETENTION_RUN_STALE_MINUTES = 60;

  // ---- Door check-in (docs/check-in.md) -------------------------------------------------------------

  /**
   * The admin panel's origin as staff and volunteers reach it, for the check-in links it hands out
   * (`{ADMIN_URL}/admin/check-in#token=…`); unset: SITE_URL (the panel served under /admin/ of the site).
   */
  @IsOptional()
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'ADMIN_URL must be an http(s) origin without a path' })
  ADMIN_URL?: string;

  /**
   * `POST /api/check-in/scans` per check-in link or admin in one window. A phone syncs a batch (up to 200
   * scans) every few seconds while online and retries when the network drops: the limit stops a leaked
   * link from flooding the table, not a busy door. `POST /api/check-in/walk-ins` has the same limit,
   * counted apart.
   */
  @IntSetting(1, 1_000_000)
  CHECK_IN_SCANS_MAX_PER_CALLER = 120;

  /** Window of CHECK_IN_SCANS_MAX_PER_CALLER, in seconds. */
  @IntSetting(1, 24 * 60 * 60)
  CHECK_IN_SCANS_WINDOW_SECONDS = 60;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** Razorpay when its keys are set; otherwise the local sandbox (refused in production by loadConfig). */
  get paymentProvider(): 'razorpay' | 'sandbox' {
    return this.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox';
  }

  /** Whether gifts from foreign sources are taken online: the FCRA registration and its account's keys are set. */
  get fcraConfigured(): boolean {
    return FCRA_SETTINGS.every((key) => this[key]);
  }

  /**
   * What the receipts and the statement of donations of a regime state about the foundation: its name,
   * address, PAN and its approval under that regime; the demonstration ones outside production when no legal
   * setting is set; null when that regime's approval is not configured (then only plain receipts).
   */
  foundationLegalFor(regime: TaxRegime): FoundationLegalDetails | null {
    const base = { name: this.FOUNDATION_NAME, signatoryTitle: this.RECEIPT_SIGNATORY_TITLE };
    if (!ALL_LEGAL_SETTINGS.some((key) => this[key])) {
      const demo = DEMO_FOUNDATION_LEGAL_DETAILS[regime.id];
      return this.isProduction || !demo ? null : { ...demo, ...base };
    }
    const keys = APPROVAL_SETTINGS[regime.approvalSettingKey];
    if (!keys || !this[keys.urn]) return null;
    return {
      ...base,
      address: this.FOUNDATION_ADDRESS!,
      pan: this.FOUNDATION_PAN!,
      urn: this[keys.urn]!,
      approvedOn: this[keys.approvedOn]!,
      validFrom: this[keys.validFrom]!,
      validUntil: this[keys.validUntil]!,
    };
  }

  /** The key that signs access tokens (loadConfig refuses a configuration without one). */
  get jwtSecret(): string {
    return this.JWT_SECRET!;
  }
}

type ApprovalSettingKeys = {
  urn: 'FOUNDATION_80G_URN' | 'FOUNDATION_354_URN';
  approvedOn: 'FOUNDATION_80G_APPROVED_ON' | 'FOUNDATION_354_APPROVED_ON';
  validFrom: 'FOUNDATION_80G_VALID_FROM' | 'FOUNDATION_354_VALID_FROM';
  validUntil: 'FOUNDATION_80G_VALID_UNTIL' | 'FOUNDATION_354_VALID_UNTIL';
};

/** The settings of each regime's approval, by the regime's approvalSettingKey: all four of one, or none. */
const APPROVAL_SETTINGS: Readonly<Record<string, ApprovalSettingKeys>> = {
  '80G': {
    urn: 'FOUNDATION_80G_URN',
    approvedOn: 'FOUNDATION_80G_APPROVED_ON',
    validFrom: 'FOUNDATION_80G_VALID_FROM',
    validUntil: 'FOUNDATION_80G_VALID_UNTIL',
  },
  '354': {
    urn: 'FOUNDATION_354_URN',
    approvedOn: 'FOUNDATION_354_APPROVED_ON',
    validFrom: 'FOUNDATION_354_VALID_FROM',
    validUntil: 'FOUNDATION_354_VALID_UNTIL',
  },
};
const BASE_LEGAL_SETTINGS = ['FOUNDATION_ADDRESS', 'FOUNDATION_PAN'] as const;
const ALL_LEGAL_SETTINGS = [
  ...BASE_LEGAL_SETTINGS,
  ...Object.values(APPROVAL_SETTINGS).flatMap(
    (keys) => Object.values(keys) as Array<ApprovalSettingKeys[keyof ApprovalSettingKeys]>,
  ),
];

/**
 * Used outside production when no legal setting is set, so that receipts of both regimes can be tried in
 * development and tests. Made up: a receipt with them is worth nothing, and production never uses them.
 * They are the demo numbers of the site's own file (apps/site/src/site-config.json: the header's line,
 * PAN and address), so that the site and its receipts tell a visitor the same registration.
 */
export const DEMO_FOUNDATION_LEGAL_DETAILS: Readonly<
  Record<TaxRegimeId, Omit<FoundationLegalDetails, 'name' | 'signatoryTitle'>>
> = {
  'it-act-1961': {
    address: '12 Ashram Marg, Tapovan, Rishikesh, Uttarakhand 249192',
    pan: 'AAATY1234F',
    urn: 'AAATY1234FE20214',
    approvedOn: '2021-07-09',
    validFrom: '2021-04-01',
    validUntil: '2026-03-31',
  },
  'it-act-2025': {
    address: '12 Ashram Marg, Tapovan, Rishikesh, Uttarakhand 249192',
    pan: 'AAATY1234F',
    urn: 'AAATY1234FE20264',
    approvedOn: '2026-04-01',
    validFrom: '2026-04-01',
    validUntil: '2031-03-31',
  },
};

/** Problems of the legal settings that a single setting's check cannot see; each names its variable. */
function foundationLegalProblems(config: AppConfig): string[] {
  const set = ALL_LEGAL_SETTINGS.filter((key) => config[key]);
  if (set.length === 0) return [];
  const problems: string[] = [];
  for (const key of BASE_LEGAL_SETTINGS) {
    if (!config[key]) problems.push(`${key}: must be set with ${set.join(', ')}`);
  }
  const approvals = Object.values(APPROVAL_SETTINGS);
  const complete = approvals.filter((keys) => Object.values(keys).every((key) => config[key]));
  for (const keys of approvals) {
    const group = Object.values(keys) as Array<keyof AppConfig>;
    const given = group.filter((key) => config[key]);
    if (given.length > 0 && given.length < group.length) {
      problems.push(
        ...group
          .filter((key) => !config[key])
          .map((key) => `${key}: must be set together with ${given.join(', ')}`),
      );
    }
  }
  if (complete.length === 0 && problems.length === 0) {
    problems.push(
      'FOUNDATION_354_URN: the four settings of at least one approval (FOUNDATION_80G_* or FOUNDATION_354_*) must be set with FOUNDATION_PAN',
    );
  }
  if (problems.length > 0) return problems;
  for (const keys of complete) {
    for (const key of [keys.approvedOn, keys.validFrom, keys.validUntil]) {
      if (!parseCalendarDate(config[key]!)) problems.push(`${key}: ${config[key]} is not a calendar date`);
    }
    if (problems.length === 0 && config[keys.validUntil]! < config[keys.validFrom]!) {
      problems.push(`${keys.validUntil}: must not be before ${keys.validFrom}`);
    }
    // A URN begins with the PAN of the institution it was issued to: a mismatch is a typing error.
    if (isValidPan(config.FOUNDATION_PAN!) && !config[keys.urn]!.startsWith(config.FOUNDATION_PAN!)) {
      problems.push(`${keys.urn}: must begin with FOUNDATION_PAN`);
    }
  }
  if (config.isProduction && config.FOUNDATION_PAN === DEMO_FOUNDATION_LEGAL_DETAILS['it-act-2025'].pan) {
    problems.push('FOUNDATION_PAN: the demonstration PAN cannot be used in production');
  }
  return problems;
}

/**
 * The key earlier versions used when JWT_SECRET was unset. It is public (it was in the source), so tokens
 * signed with it protect nothing: refused in every mode.
 */
export const FORMER_PUBLIC_JWT_SECRET = 'development-only-jwt-secret-not-for-production-use';
export const MIN_JWT_SECRET_BYTES = 32;

/** Rules that join several settings; each problem names its variable. */
function crossSettingProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  // Payments: all three Razorpay secrets or none, and no sandbox in production.
  const razorpay = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const set = razorpay.filter((key) => config[key]);
  if (set.length > 0 && set.length < razorpay.length) {
    for (const key of razorpay.filter((key) => !config[key])) {
      problems.push(`${key}: must be set together with ${set.join(' and ')}`);
    }
  }
  if (config.isProduction && set.length === 0) {
    problems.push(
      'RAZORPAY_KEY_ID: required in production (the sandbox payment provider is refused when NODE_ENV=production)',
    );
  }
  // FCRA: the registration and its account's three keys together, or none.
  const fcraSet = FCRA_SETTINGS.filter((key) => config[key]);
  if (fcraSet.length > 0 && fcraSet.length < FCRA_SETTINGS.length) {
    for (const key of FCRA_SETTINGS.filter((key) => !config[key])) {
      problems.push(`${key}: must be set together with ${fcraSet.join(' and ')}`);
    }
  }
  if (config.FCRA_RAZORPAY_KEY_ID && config.FCRA_RAZORPAY_KEY_ID === config.RAZORPAY_KEY_ID) {
    problems.push('FCRA_RAZORPAY_KEY_ID: must be a separate Razorpay account, not RAZORPAY_KEY_ID');
  }
  // Admin access tokens.
  if (
    config.JWT_SECRET !== undefined &&
    Buffer.byteLength(config.JWT_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES
  ) {
    problems.push(`JWT_SECRET: must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  if (config.JWT_SECRET === undefined) {
    problems.push(
      `JWT_SECRET: must be set (a random value of at least ${MIN_JWT_SECRET_BYTES} bytes, e.g. openssl rand -base64 48; npm start keeps one in var/secrets.json)`,
    );
  }
  if (config.JWT_SECRET === FORMER_PUBLIC_JWT_SECRET) {
    problems.push('JWT_SECRET: the former development key is public and cannot be used');
  }
  // Storage.
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    problems.push('S3_BUCKET: must be set when STORAGE_DRIVER is s3');
  }
  if (
    config.STORAGE_DRIVER === 's3' &&
    Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)
  ) {
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  problems.push(...foundationLegalProblems(config));
  return problems;
}

/** The settings that together let the foundation take foreign contributions online. */
const FCRA_SETTINGS = [
  'FCRA_REGISTRATION_NUMBER',
  'FCRA_RAZORPAY_KEY_ID',
  'FCRA_RAZORPAY_KEY_SECRET',
  'FCRA_RAZORPAY_WEBHOOK_SECRET',
] as const;

export class ConfigError extends Error {}

/**
 * Every setting the class declares: each property has at least one validation decorator, so class-validator's
 * metadata lists them all, those without a default included (`Object.keys(new AppConfig())` would miss those
 * in the compiled API, where an uninitialised property is never defined). A new setting is therefore read
 * from the environment as soon as it is declared.
 */
export function declaredSettings(): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(AppConfig, '', true, false);
  return [...new Set(metadata.map((entry) => entry.propertyName))].sort();
}

/**
 * Settings that were renamed, by their old name: a deployment that still sets one is told its new name at
 * start-up, instead of running on the default without a word.
 */
export const RENAMED_SETTINGS: Readonly<Record<string, string>> = {
  SESSION_CHECK_CACHE_MS: 'SIGN_IN_CHECK_CACHE_MS',
};

/** Builds the configuration from an environment, or throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const renamed = Object.entries(RENAMED_SETTINGS)
    .filter(([old]) => env[old] !== undefined && env[old] !== '')
    .map(([old, now]) => `${old}: renamed ${now}; set ${now} instead`);
  if (renamed.length > 0) throw new ConfigError(`Invalid configuration: ${renamed.join(' | ')}`);
  const relevant: Record<string, unknown> = {};
  for (const key of declaredSettings()) {
    if (env[key] !== undefined && env[key] !== '') relevant[key] = env[key];
  }
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  const problems = errors.map((error) => {
    const reasons = Object.values(error.constraints ?? {}).join('; ');
    return `${error.property}: ${reasons}`;
  });
  if (errors.length === 0) problems.push(...crossSettingProblems(config));
  if (errors.length === 0) problems.push(...bookingSettingProblems(config));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join(' | ')}`);
  }
  return config;
}

/** The booking secrets: required in production, and well-formed whenever set (each problem names its variable). */
function bookingSettingProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.BOOKING_LINK_SECRET !== undefined) {
    if (Buffer.byteLength(config.BOOKING_LINK_SECRET, 'utf8') < MIN_BOOKING_LINK_SECRET_BYTES) {
      problems.push(`BOOKING_LINK_SECRET: must be at least ${MIN_BOOKING_LINK_SECRET_BYTES} bytes long`);
    }
  } else if (config.isProduction) {
    problems.push('BOOKING_LINK_SECRET: required in production (e.g. openssl rand -base64 48)');
  }
  if (config.TICKET_SIGNING_PRIVATE_KEY !== undefined) {
    try {
      parseTicketSigningKey(config.TICKET_SIGNING_PRIVATE_KEY);
    } catch (error) {
      problems.push(`TICKET_SIGNING_PRIVATE_KEY: ${(error as Error).message}`);
    }
  } else if (config.isProduction) {
    problems.push(
      'TICKET_SIGNING_PRIVATE_KEY: required in production (an Ed25519 key: openssl genpkey -algorithm ed25519)',
    );
  }
  return problems;
}
