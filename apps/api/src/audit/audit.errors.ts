import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the audit log in the admin API. */
export enum AuditErrorCode {
  NotFound = 'not_found',
}

export const auditError = defineDomainErrors<AuditErrorCode>({
  [AuditErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: 'Audit log entry not found' },
});
