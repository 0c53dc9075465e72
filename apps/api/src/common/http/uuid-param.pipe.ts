import { Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { commonError, CommonErrorCode } from '../errors/common.errors.js';

/** An `:id` route parameter: anything but a UUID is a client error (400), never a database error. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !isUUID(value)) {
      throw commonError(CommonErrorCode.InvalidId, { field: 'id' });
    }
    return value.toLowerCase();
  }
}
