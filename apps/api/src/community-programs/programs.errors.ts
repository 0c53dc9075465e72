import { MESSAGES, PROGRAM_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of community programs (public pages and the admin API). */
export enum ProgramErrorCode {
  NotFound = 'not_found',
  /** A rule of a stored program is broken; the first problem is the message, each field gets its own. */
  Invalid = 'invalid_program',
  SlugInUse = 'slug_in_use',
}

export const programError = defineDomainErrors<ProgramErrorCode>({
  [ProgramErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.programNotFound },
  [ProgramErrorCode.Invalid]: { kind: ErrorKind.Invalid, message: 'The program is not valid' },
  [ProgramErrorCode.SlugInUse]: { kind: ErrorKind.Conflict, message: PROGRAM_MESSAGES.urlSlugInUse },
});
