import { Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { ApiError } from './api-error.js';

/** An `:id` route parameter: anything but a UUID is a client error (400), never a database error. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !isUUID(value)) {
      throw ApiError.badRequest('id must be a UUID', { id: 'id must be a UUID' }, 'invalid_id');
    }
    return value.toLowerCase();
  }
}
