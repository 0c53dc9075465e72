import { DONATION_PROJECT_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of donation projects (the admin API, and a donation naming one). */
export enum ProjectErrorCode {
  NotFound = 'project_not_found',
  /** A rule of a stored project is broken; the first problem is the message, each field gets its own. */
  Invalid = 'invalid_project',
  /** Deleting a project with donations: staff deactivate it instead. */
  InUse = 'project_in_use',
}

export const projectError = defineDomainErrors<ProjectErrorCode>({
  [ProjectErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: DONATION_PROJECT_MESSAGES.notFound },
  [ProjectErrorCode.Invalid]: { kind: ErrorKind.Invalid, message: 'The project is not valid' },
  [ProjectErrorCode.InUse]: { kind: ErrorKind.Conflict, message: DONATION_PROJECT_MESSAGES.inUse },
});
