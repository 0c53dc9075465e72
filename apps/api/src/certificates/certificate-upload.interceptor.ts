import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { type Observable } from 'rxjs';
import { type DomainError } from '../common/errors/domain-error.js';
import { CERTIFICATE_LIMITS } from './certificate-files.js';
import { certificateError, CertificateErrorCode } from './certificates.errors.js';

const receive = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: CERTIFICATE_LIMITS.uploadBytes,
    files: CERTIFICATE_LIMITS.files,
    fields: 5,
    fieldSize: 1024,
    parts: CERTIFICATE_LIMITS.files + 5,
    headerPairs: 100,
  },
}).array('files', CERTIFICATE_LIMITS.files);

function toDomainError(error: unknown): DomainError {
  const code = (error as { code?: string })?.code;
  if (code === 'LIMIT_FILE_SIZE' || code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT') {
    return certificateError(CertificateErrorCode.TooLarge, { field: 'files' });
  }
  return certificateError(CertificateErrorCode.NoFiles, { field: 'files' });
}

/**
 * Receives the certificate files (multipart field `files`, with `year`) in memory within the limits, after
 * the authentication guard, so anonymous uploads are never read. The request's total is capped by the
 * size of each file and their count; the service then checks the sum.
 */
@Injectable()
export class CertificateUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > CERTIFICATE_LIMITS.uploadBytes + 64 * 1024) {
      throw certificateError(CertificateErrorCode.TooLarge, { field: 'files' });
    }
    await new Promise<void>((resolve, reject) =>
      receive(request, http.getResponse<Response>(), (error: unknown) =>
        error ? reject(toDomainError(error)) : resolve(),
      ),
    );
    const files = (request as Request & { files?: { size: number }[] }).files ?? [];
    if (files.reduce((sum, file) => sum + file.size, 0) > CERTIFICATE_LIMITS.uploadBytes) {
      throw certificateError(CertificateErrorCode.TooLarge, { field: 'files' });
    }
    return next.handle();
  }
}
