import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of staff accounts (owners managing the panel's members) and of invitations. */
export enum StaffErrorCode {
  NotFound = 'staff_member_not_found',
  EmailTaken = 'staff_email_taken',
  LastOwner = 'last_owner',
  OwnRole = 'own_role_forbidden',
  NotInvited = 'staff_member_not_invited',
  InviteNotFound = 'invite_not_found',
  InviteUsed = 'invite_used',
  InviteExpired = 'invite_expired',
  WeakPassword = 'weak_password',
}

export const staffError = defineDomainErrors<StaffErrorCode>({
  [StaffErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'No staff member with this id' },
  [StaffErrorCode.EmailTaken]: {
    kind: ErrorKind.Conflict,
    message: 'A staff member with this e-mail already exists',
  },
  [StaffErrorCode.LastOwner]: {
    kind: ErrorKind.Conflict,
    message: 'The panel needs at least one owner: make another member an owner first',
  },
  [StaffErrorCode.OwnRole]: {
    kind: ErrorKind.Forbidden,
    message: 'You cannot change your own role or enable your own account',
  },
  [StaffErrorCode.NotInvited]: {
    kind: ErrorKind.Conflict,
    message: 'This member has already set a password: there is nothing to invite them to',
  },
  [StaffErrorCode.InviteNotFound]: {
    kind: ErrorKind.NotFound,
    message: 'This invitation link is not valid. Ask an owner of the panel for a new one.',
  },
  [StaffErrorCode.InviteUsed]: {
    kind: ErrorKind.Conflict,
    message: 'This invitation link has already been used. Sign in with your password.',
  },
  [StaffErrorCode.InviteExpired]: {
    kind: ErrorKind.Conflict,
    message: 'This invitation link has expired. Ask an owner of the panel for a new one.',
  },
  [StaffErrorCode.WeakPassword]: { kind: ErrorKind.Invalid, message: 'The password is not allowed' },
});
