import { Catch, HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES, type CreateDonationOrderError } from '@foundation/shared';
import { DomainError } from '../errors/domain-error.js';
import { AllExceptionsFilter, type ErrorAnswerBody } from './all-exceptions.filter.js';

/**
 * The same mapping as every route, rendered in the older `{error}` shape that `POST /api/create-order`
 * promises its clients (docs/product.md §7): the problem for a bad request, 'Failed to create order' when
 * the provider fails or is unreachable (502/503), 'Server error: Failed to create order' for anything else.
 * Field messages and the code are kept beside it.
 */
@Catch()
export class ErrorFieldExceptionsFilter extends AllExceptionsFilter {
  protected override toBody(exception: unknown): ErrorAnswerBody {
    const known = exception instanceof DomainError || exception instanceof HttpException;
    // Anything unexpected (a database error included) is a server error on this route, never a 4xx/503.
    return known
      ? super.toBody(exception)
      : { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: 'Internal Server Error', message: '' };
  }

  protected override shape(body: ErrorAnswerBody): object {
    const status = body.statusCode;
    const answer: CreateDonationOrderError & { fields?: unknown; code?: unknown } = {
      error:
        status === HttpStatus.BAD_GATEWAY || status === HttpStatus.SERVICE_UNAVAILABLE
          ? MESSAGES.createOrderFailed
          : status >= 500
            ? MESSAGES.createOrderServerError
            : body.message,
    };
    if (body.fields) answer.fields = body.fields;
    if (body.code) answer.code = body.code;
    return answer;
  }
}
