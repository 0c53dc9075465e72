import { Injectable, type PipeTransform } from '@nestjs/common';
import { SLUG_PATTERN } from '@foundation/shared';
import { commonError, CommonErrorCode } from '../errors/common.errors.js';

/**
 * A `:slug` route parameter. Anything that cannot be a stored slug (wrong characters, NUL bytes, too long)
 * cannot name a record, so it is answered as not found without asking the database.
 */
@Injectable()
export class SlugParamPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || value.length > 200 || !SLUG_PATTERN.test(value)) {
      throw commonError(CommonErrorCode.NotFound, { message: this.notFoundMessage });
    }
    return value;
  }
}
