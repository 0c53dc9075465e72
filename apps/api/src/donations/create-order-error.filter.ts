import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import { MESSAGES, type CreateDonationOrderError } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { AppLogger } from '../common/logging/app-logger.js';

/**
 * `POST /api/create-order` keeps SPEC's error shape `{error}`: the problem for a bad request, SPEC's
 * 'Failed to create order' when the provider fails (502/503) and 'Server error: Failed to create order'
 * for anything else. Field messages are kept beside it. (Unparsable JSON never reaches this route; the
 * common filter answers it, also with an `error` field.)
 */
@Catch()
export class CreateOrderErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: AppLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (!(exception instanceof HttpException)) {
      this.logger.error({ err: exception }, 'Creating a donation order failed');
      response
        .status(HttpStatus.INTERNAL_SERVER_ERROR)
        .json({ error: MESSAGES.createOrderServerError } satisfies CreateDonationOrderError);
      return;
    }
    const status = exception.getStatus();
    const body: CreateDonationOrderError & { fields?: Record<string, string>; code?: string } = {
      error:
        status === HttpStatus.BAD_GATEWAY || status === HttpStatus.SERVICE_UNAVAILABLE
          ? MESSAGES.createOrderFailed
          : status >= 500
            ? MESSAGES.createOrderServerError
            : this.messageOf(exception),
    };
    if (exception instanceof ApiError) {
      if (exception.fields) body.fields = exception.fields;
      if (exception.code) body.code = exception.code;
    }
    if (status === HttpStatus.SERVICE_UNAVAILABLE) response.setHeader('Retry-After', '5');
    // e.g. Retry-After of a 429 (too many orders from one address), whose message is kept as `error`
    if (exception instanceof ApiError && exception.headers) {
      for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
    }
    response.status(status).json(body);
  }

  private messageOf(exception: HttpException): string {
    const payload = exception.getResponse();
    if (typeof payload === 'string') return payload;
    const message = (payload as { message?: unknown }).message;
    return Array.isArray(message)
      ? String(message[0])
      : typeof message === 'string'
        ? message
        : exception.message;
  }
}
