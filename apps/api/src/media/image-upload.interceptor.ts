import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { type Observable } from 'rxjs';
import { type DomainError } from '../common/errors/domain-error.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';
import { MEDIA_MESSAGES, MediaErrorCode, mediaError } from './media.errors.js';

const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 100 },
}).single('file');

function toDomainError(error: unknown): DomainError {
  const code = (error as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE') return mediaError(MediaErrorCode.ImageTooLarge, { field: 'file' });
  if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT')
    return mediaError(MediaErrorCode.InvalidUpload, { message: MEDIA_MESSAGES.oneFile, field: 'file' });
  if (typeof code === 'string' && code.startsWith('LIMIT_'))
    return mediaError(MediaErrorCode.InvalidUpload, { message: MEDIA_MESSAGES.formTooLarge });
  return mediaError(MediaErrorCode.InvalidUpload);
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
        error ? reject(toDomainError(error)) : resolve(),
      ),
    );
    return next.handle();
  }
}
