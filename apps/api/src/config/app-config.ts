import { plainToInstance, Transform } from 'class-transformer';
import {
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
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : /^-?\d+$/.test(String(value)) ? Number(value) : value;
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/**
 * Every setting of the API, read once from the environment and validated. The API refuses to start when a
 * value is wrong and names the variable. README.md lists each one with its default.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  @IsNotEmpty()
  HOST = '127.0.0.1';

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// connection URL' })
  DATABASE_URL: string;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  /** Longest a single SQL statement may run before PostgreSQL cancels it. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  DATABASE_STATEMENT_TIMEOUT_MS = 10000;

  /** Origins of the public site and the admin panel allowed to call the API from a browser. */
  @Transform(toList)
  @Matches(/^https?:\/\/[^\s/]+$/, { each: true, message: 'CORS_ORIGINS must be a comma-separated list of origins' })
  CORS_ORIGINS: string[] = ['http://localhost:4200', 'http://localhost:4300'];

  /** Folder where uploaded and generated images are kept by the local storage driver. */
  @IsString()
  @IsNotEmpty()
  UPLOADS_DIR = 'var/uploads';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Largest JSON request body, in bytes. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 1024 * 1024;

  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  // ---- Payments -------------------------------------------------------------------------------------

  /** Razorpay API key id. With the key secret and the webhook secret set, Razorpay is the payment provider. */
  @IsOptional()
  @Matches(/^rzp_(test|live)_[A-Za-z0-9]+$/, { message: 'RAZORPAY_KEY_ID must look like rzp_test_... or rzp_live_...' })
  RAZORPAY_KEY_ID?: string;

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

  /** Longest a call to the payment provider may take before the visitor gets a 503. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120000)
  PAYMENT_PROVIDER_TIMEOUT_MS = 10000;

  /** Secret with which the sandbox provider signs its payments and webhooks (never used in production). */
  @IsString()
  @MinLength(8)
  SANDBOX_PAYMENT_SECRET = 'sandbox-local-payment-secret';

  /** Milliseconds after a sandbox payment until the sandbox delivers its signed `payment.captured` webhook; -1: never. */
  @Transform(toInt)
  @IsInt()
  @Min(-1)
  SANDBOX_WEBHOOK_DELAY_MS = 3000;

  /** The name shown in Checkout, on receipts and in e-mails. */
  @IsString()
  @IsNotEmpty()
  FOUNDATION_NAME = 'Yoga Foundation';

  // ---- Registrations and donations ------------------------------------------------------------------

  /** How long a pending paid registration holds its seats while the visitor pays. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  REGISTRATION_HOLD_MINUTES = 15;

  /** How often expired holds are marked failed (each API process sweeps; the update is safe to repeat). */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  HOLD_SWEEP_INTERVAL_MS = 60000;

  /** Largest donation accepted by `POST /api/create-order`, in whole rupees. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000000)
  DONATION_MAX_RUPEES = 500000;

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

  /** How often the mail outbox is checked for messages due (new ones are also sent at once). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  MAIL_POLL_INTERVAL_MS = 30000;

  /** Attempts before a message is given up (retries back off: 1, 2, 4 ... minutes, at most an hour). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  MAIL_MAX_ATTEMPTS = 8;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** Razorpay when its keys are set; otherwise the local sandbox (refused in production by loadConfig). */
  get paymentProvider(): 'razorpay' | 'sandbox' {
    return this.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox';
  }
}

/** Rules across settings: all three Razorpay secrets or none, and no sandbox in production. */
function crossSettingProblems(config: AppConfig): string[] {
  const problems: string[] = [];
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
  return problems;
}

export class ConfigError extends Error {}

/** Settings without a default (not listed by `Object.keys(new AppConfig())`). */
const OPTIONAL_SETTINGS = [
  'DATABASE_URL',
  'TRUST_PROXY',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'SMTP_URL',
];

/** Builds the configuration from an environment, or throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const relevant: Record<string, unknown> = {};
  for (const key of [...known, ...OPTIONAL_SETTINGS]) {
    if (env[key] !== undefined && env[key] !== '') relevant[key] = env[key];
  }
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  const problems = errors.map((error) => {
    const reasons = Object.values(error.constraints ?? {}).join('; ');
    return `${error.property}: ${reasons}`;
  });
  if (errors.length === 0) problems.push(...crossSettingProblems(config));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join(' | ')}`);
  }
  return config;
}
