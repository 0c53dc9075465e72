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

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }
}

export class ConfigError extends Error {}

/** Builds the configuration from an environment, or throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new AppConfig());
  const relevant: Record<string, unknown> = {};
  for (const key of [...known, 'DATABASE_URL', 'TRUST_PROXY']) {
    if (env[key] !== undefined && env[key] !== '') relevant[key] = env[key];
  }
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) {
    const problems = errors.map((error) => {
      const reasons = Object.values(error.constraints ?? {}).join('; ');
      return `${error.property}: ${reasons}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join(' | ')}`);
  }
  return config;
}
