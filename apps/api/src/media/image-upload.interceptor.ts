import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { type Observable } from 'rxjs';
import { MESSAGES } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
}).single('file');

function toApiError(error: unknown): ApiError {
  const code = (error as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE') {
    return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, MESSAGES.imageTooLarge, 'image_too_large', {
      file: MESSAGES.imageTooLarge,
    });
  }
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
    return ApiError.badRequest('Send exactly one image, in the field "file"', {
      file: 'Send exactly one image, in the field "file"',
    });
  }
  if (typeof code === 'string' && code.startsWith('LIMIT_'))
    return ApiError.badRequest('The upload form has too many or too large fields');
  return ApiError.badRequest('The upload could not be read (multipart/form-data expected)');
}

/**
 * Receives one multipart image in memory (at most 5 MB; the rest of a larger body is never buffered) before
 * the handler's pipes run. Runs after the authentication guard, so anonymous uploads are never read.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      receive(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toApiError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
