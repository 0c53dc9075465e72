import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
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

  /**
   * Key that signs the admins' access tokens (HS256). Required in production, at least 32 bytes; in
   * development and tests a fixed development-only key is used when it is unset (never in production).
   */
  @IsOptional()
  @IsString()
  JWT_SECRET?: string;

  @IsString()
  @IsNotEmpty()
  JWT_ISSUER = 'foundation-api';

  @IsString()
  @IsNotEmpty()
  JWT_AUDIENCE = 'foundation-admin';

  /** Lifetime of an access token. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  @Max(3600)
  JWT_ACCESS_TTL_SECONDS = 15 * 60;

  /** Lifetime of a refresh token (each refresh replaces it with a new one). */
  @Transform(toInt)
  @IsInt()
  @Min(300)
  @Max(90 * 24 * 60 * 60)
  REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

  /** Sign-in attempts allowed per client address in one window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_ATTEMPTS_PER_IP = 20;

  /** Sign-in attempts allowed per e-mail address in one window (a successful sign-in starts afresh). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  LOGIN_MAX_ATTEMPTS_PER_EMAIL = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(24 * 60 * 60)
  LOGIN_WINDOW_SECONDS = 15 * 60;

  /** Where uploaded images go: `local` (UPLOADS_DIR, served at /uploads/) or `s3` (any S3-compatible store). */
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @IsString()
  @IsNotEmpty()
  S3_REGION = 'us-east-1';

  /** Endpoint of an S3-compatible service (MinIO, R2, Spaces...); unset for AWS itself. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'S3_ENDPOINT must be an http(s) URL' })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Public base URL of the bucket's objects (a CDN or the bucket's website); default: endpoint/bucket. */
  @IsOptional()
  @Matches(/^https?:\/\/\S+$/, { message: 'S3_PUBLIC_URL must be an http(s) URL' })
  S3_PUBLIC_URL?: string;

  @IsIn(['true', 'false'])
  S3_FORCE_PATH_STYLE: 'true' | 'false' = 'true';

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** The key that signs access tokens (JWT_SECRET, or the development-only key outside production). */
  get jwtSecret(): string {
    return this.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
  }
}

/**
 * Used only when NODE_ENV is development or test and JWT_SECRET is unset. Public (it is in the source), so
 * tokens signed with it protect nothing: production refuses to start without its own JWT_SECRET.
 */
export const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-not-for-production-use';
export const MIN_JWT_SECRET_BYTES = 32;

/** Optional settings (no default), read from the environment when present. */
const OPTIONAL_SETTINGS = [
  'DATABASE_URL',
  'TRUST_PROXY',
  'JWT_SECRET',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
];

/** Rules that join several settings; each problem names its variable. */
function crossFieldProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (config.JWT_SECRET !== undefined && Buffer.byteLength(config.JWT_SECRET, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(`JWT_SECRET: must be at least ${MIN_JWT_SECRET_BYTES} bytes long`);
  }
  if (config.isProduction && config.JWT_SECRET === undefined) {
    problems.push(`JWT_SECRET: must be set in production (a random value of at least ${MIN_JWT_SECRET_BYTES} bytes)`);
  }
  if (config.JWT_SECRET !== undefined && config.JWT_SECRET === DEVELOPMENT_JWT_SECRET && config.isProduction) {
    problems.push('JWT_SECRET: the development-only key cannot be used in production');
  }
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    problems.push('S3_BUCKET: must be set when STORAGE_DRIVER is s3');
  }
  if (config.STORAGE_DRIVER === 's3' && Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return problems;
}

export class ConfigError extends Error {}

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
  if (problems.length === 0) problems.push(...crossFieldProblems(config));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join(' | ')}`);
  }
  return config;
}
