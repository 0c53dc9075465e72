import { VOLUNTEER_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of volunteering (the Yogamitra form and the admin API). */
export enum VolunteeringErrorCode {
  RoleNotFound = 'role_not_found',
  /** A rule of a stored role is broken; the first problem is the message, each field gets its own. */
  InvalidRole = 'invalid_role',
  /** Deleting a role that has applications: staff deactivate it instead. */
  RoleInUse = 'role_in_use',
  /** The form named a role that is not (or no longer) on the page. */
  RoleUnavailable = 'role_unavailable',
  ApplicationNotFound = 'application_not_found',
}

export const volunteeringError = defineDomainErrors<VolunteeringErrorCode>({
  [VolunteeringErrorCode.RoleNotFound]: {
    kind: ErrorKind.NotFound,
    message: VOLUNTEER_MESSAGES.roleNotFound,
  },
  [VolunteeringErrorCode.InvalidRole]: { kind: ErrorKind.Invalid, message: 'The role is not valid' },
  [VolunteeringErrorCode.RoleInUse]: { kind: ErrorKind.Conflict, message: VOLUNTEER_MESSAGES.roleInUse },
  [VolunteeringErrorCode.RoleUnavailable]: {
    kind: ErrorKind.Invalid,
    message: VOLUNTEER_MESSAGES.roleUnavailable,
  },
  [VolunteeringErrorCode.ApplicationNotFound]: {
    kind: ErrorKind.NotFound,
    message: VOLUNTEER_MESSAGES.applicationNotFound,
  },
});
