import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import {
  apiMessage,
  DEFAULT_LOCALE,
  localizeApiMessage,
  renderApiText,
  type ApiErrorBody,
  type Locale,
} from '@foundation/shared';
import { DomainError, ErrorKind } from '../errors/domain-error.js';
import { requestLocale } from '../http/request-locale.js';
import { AppLogger } from '../logging/app-logger.js';

/** The one mapping of domain error kinds to HTTP statuses. */
export const HTTP_STATUS_OF_KIND: Record<ErrorKind, HttpStatus> = {
  [ErrorKind.Invalid]: HttpStatus.BAD_REQUEST,
  [ErrorKind.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [ErrorKind.Forbidden]: HttpStatus.FORBIDDEN,
  [ErrorKind.NotFound]: HttpStatus.NOT_FOUND,
  [ErrorKind.Conflict]: HttpStatus.CONFLICT,
  [ErrorKind.Unprocessable]: HttpStatus.UNPROCESSABLE_ENTITY,
  [ErrorKind.PreconditionFailed]: HttpStatus.PRECONDITION_FAILED,
  [ErrorKind.TooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [ErrorKind.UnsupportedType]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [ErrorKind.RangeNotSatisfiable]: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
  [ErrorKind.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorKind.ProviderFailed]: HttpStatus.BAD_GATEWAY,
  [ErrorKind.Unavailable]: HttpStatus.SERVICE_UNAVAILABLE,
};

/** The JSON body of every error answer (`code`, `fields` and extra fields when the error has them). */
export type ErrorAnswerBody = ApiErrorBody & { code?: string };

/** PostgreSQL error codes caused by what a client sent, mapped to the answer the client gets. */
const CLIENT_DATABASE_ERRORS: Record<string, { status: HttpStatus; message: string }> = {
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'A value has the wrong format' },
  '22021': { status: HttpStatus.BAD_REQUEST, message: 'Text contains characters that are not allowed' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'A value is too long' },
  '22003': { status: HttpStatus.BAD_REQUEST, message: 'A number is out of range' },
  '22007': { status: HttpStatus.BAD_REQUEST, message: 'A date has the wrong format' },
  '22008': { status: HttpStatus.BAD_REQUEST, message: 'A date is out of range' },
  '23505': { status: HttpStatus.CONFLICT, message: 'A record with this value already exists' },
  '23503': { status: HttpStatus.CONFLICT, message: 'The record is still referenced by other records' },
  '23514': { status: HttpStatus.BAD_REQUEST, message: 'A value breaks a rule of the data' },
};

/** Errors that mean the database cannot be reached right now. */
const UNAVAILABLE_DATABASE_ERRORS = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '53300',
]);
const UNAVAILABLE_NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

/** body-parser's error types (invalid JSON, oversize body, bad charset). */
const BODY_PARSER_ERRORS: Record<string, { status: HttpStatus; message: string }> = {
  'entity.parse.failed': { status: HttpStatus.BAD_REQUEST, message: 'The request body is not valid JSON' },
  'entity.too.large': { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The request body is too large' },
  'charset.unsupported': { status: HttpStatus.UNSUPPORTED_MEDIA_TYPE, message: 'Unsupported character set' },
  'encoding.unsupported': {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'Unsupported content encoding',
  },
  'request.aborted': { status: HttpStatus.BAD_REQUEST, message: 'The request was aborted' },
  'request.size.invalid': { status: HttpStatus.BAD_REQUEST, message: 'The request body size is invalid' },
};

/** The staff's routes (the admin panel and its sign-in) answer in English whatever the request's language. */
const STAFF_ROUTES = /^\/api\/(admin|auth)(\/|\?|$)/;

/**
 * The one place where errors become HTTP answers. Every answer is JSON ({statusCode, error, message,
 * fields?, code?}); client mistakes are 4xx, an unreachable database is 503, and nothing else ever shows a
 * stack or an internal message.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    const locale = STAFF_ROUTES.test(request.originalUrl ?? '') ? DEFAULT_LOCALE : requestLocale(request);
    const body = this.inLanguage(this.toBody(exception), exception, locale);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: request.originalUrl },
        'Request failed with a server error',
      );
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '5');
    const headers = exception instanceof DomainError ? exception.headers : undefined;
    for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
    response.status(body.statusCode).json(this.shape(body, exception));
  }

  /** The answer's JSON as clients of this route read it; routes with a body of their own override it. */
  protected shape(body: ErrorAnswerBody, _exception: unknown): object {
    return body;
  }

  /**
   * The answer's texts in the request's language. English is the answer as built; for another language
   * each text the API's catalogue knows is replaced by its translation (a text thrown with values is
   * rendered again from its key), and anything else (a staff-only text) stays English.
   */
  private inLanguage(body: ErrorAnswerBody, exception: unknown, locale: Locale): ErrorAnswerBody {
    if (locale === 'en') return body;
    const error = exception instanceof DomainError ? exception : undefined;
    const say = (english: string, field?: string) => {
      const text = field === undefined ? error?.text : error?.fieldTexts?.[field];
      return text ? renderApiText(text, locale) : localizeApiMessage(english, locale);
    };
    const answer: ErrorAnswerBody = { ...body, message: say(body.message) };
    if (body.fields) {
      answer.fields = Object.fromEntries(
        Object.entries(body.fields).map(([field, message]) => [field, say(message, field)]),
      );
    }
    return answer;
  }

  protected toBody(exception: unknown): ErrorAnswerBody {
    if (exception instanceof DomainError) {
      return {
        ...this.base(HTTP_STATUS_OF_KIND[exception.kind], exception.message),
        code: exception.code,
        ...(exception.fields ? { fields: exception.fields } : {}),
        ...(exception.extra ?? {}),
      };
    }
    if (exception instanceof HttpException) {
      return this.fromHttpException(exception);
    }
    const bodyParserType = (exception as { type?: unknown })?.type;
    if (typeof bodyParserType === 'string' && BODY_PARSER_ERRORS[bodyParserType]) {
      const known = BODY_PARSER_ERRORS[bodyParserType];
      return this.base(known.status, known.message);
    }
    const code = this.databaseErrorCode(exception);
    if (code && CLIENT_DATABASE_ERRORS[code]) {
      const known = CLIENT_DATABASE_ERRORS[code];
      return this.base(known.status, known.message);
    }
    if (this.isDatabaseUnavailable(exception, code)) {
      return this.base(HttpStatus.SERVICE_UNAVAILABLE, apiMessage('serviceUnavailable'));
    }
    return this.base(HttpStatus.INTERNAL_SERVER_ERROR, apiMessage('serverError'));
  }

  private fromHttpException(exception: HttpException): ApiErrorBody {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return this.base(status, response);
    const payload = response as { message?: unknown; fields?: Record<string, string> };
    const message = Array.isArray(payload.message)
      ? String(payload.message[0])
      : typeof payload.message === 'string'
        ? payload.message
        : exception.message;
    return { ...this.base(status, message), ...(payload.fields ? { fields: payload.fields } : {}) };
  }

  private databaseErrorCode(exception: unknown): string | undefined {
    if (exception instanceof QueryFailedError) {
      return (exception.driverError as { code?: string } | undefined)?.code;
    }
    const code = (exception as { code?: unknown })?.code;
    return typeof code === 'string' ? code : undefined;
  }

  private isDatabaseUnavailable(exception: unknown, code: string | undefined): boolean {
    if (code && (UNAVAILABLE_DATABASE_ERRORS.has(code) || UNAVAILABLE_NETWORK_ERRORS.has(code))) return true;
    const message = exception instanceof Error ? exception.message : '';
    return /Connection terminated|timeout exceeded when trying to connect|Connection refused|the database system is/i.test(
      message,
    );
  }

  private base(statusCode: number, message: string): ApiErrorBody {
    const error = HttpStatus[statusCode] ?? 'ERROR';
    return {
      statusCode,
      error: error
        .toLowerCase()
        .split('_')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
      message,
    };
  }
}
