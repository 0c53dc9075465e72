import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of admin sign-ins, and of the guard that denies every route without a live sign-in. */
export enum AuthErrorCode {
  Unauthenticated = 'unauthenticated',
  TokenExpired = 'token_expired',
  InvalidCredentials = 'invalid_credentials',
  SessionEnded = 'session_ended',
  TooManyAttempts = 'too_many_requests',
  RoleForbidden = 'role_forbidden',
  AccountDisabled = 'account_disabled',
}

/** The same answer for an unknown e-mail and a wrong password, so neither can be told apart. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const authError = defineDomainErrors<AuthErrorCode>({
  [AuthErrorCode.Unauthenticated]: {
    kind: ErrorKind.Unauthenticated,
    message: 'Sign in as an admin to do this',
  },
  [AuthErrorCode.TokenExpired]: {
    kind: ErrorKind.Unauthenticated,
    message: 'Your session has expired. Please sign in again.',
  },
  [AuthErrorCode.InvalidCredentials]: { kind: ErrorKind.Unauthenticated, message: INVALID_CREDENTIALS },
  [AuthErrorCode.SessionEnded]: { kind: ErrorKind.Unauthenticated, message: SESSION_ENDED },
  [AuthErrorCode.RoleForbidden]: {
    kind: ErrorKind.Forbidden,
    message: 'Your staff role does not allow this. Ask an owner if you need it.',
  },
  // Said only after the right password, so it tells nothing to someone guessing.
  [AuthErrorCode.AccountDisabled]: {
    kind: ErrorKind.Unauthenticated,
    message: 'This account has been disabled. Ask an owner of the panel.',
  },
  [AuthErrorCode.TooManyAttempts]: {
    kind: ErrorKind.TooManyRequests,
    message: 'Too many sign-in attempts. Please try again later.',
  },
});
