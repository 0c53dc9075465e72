import { type DataSource } from 'typeorm';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@foundation/shared';
import { AdminUserEntity } from './admin-user.entity.js';
import { hashPassword } from './password-hasher.js';
import { EMAIL_PATTERN, normalizeEmail, passwordProblem } from './password-policy.js';

export class AdminUserInputError extends Error {}

/**
 * Creates an admin who can sign in (used by `npm run admin:create`). Refuses a malformed e-mail, a password
 * outside 8..128 characters, an unknown role and an e-mail that already has an admin. The role is `owner`
 * unless given (the first admin of a new database must be able to invite the others).
 */
export async function createAdminUser(
  dataSource: DataSource,
  input: { email: string; password: string; name?: string; role?: StaffRole | string },
): Promise<AdminUserEntity> {
  const email = normalizeEmail(input.email);
  if (email.length > 320 || !EMAIL_PATTERN.test(email))
    throw new AdminUserInputError(`"${input.email}" is not an e-mail address`);
  const role = input.role ?? 'owner';
  if (!isStaffRole(role))
    throw new AdminUserInputError(`"${role}" is not a staff role: use one of ${STAFF_ROLES.join(', ')}`);
  const problem = passwordProblem(input.password);
  if (problem) throw new AdminUserInputError(problem);
  const repository = dataSource.getRepository(AdminUserEntity);
  if (await repository.exists({ where: { email } })) {
    throw new AdminUserInputError(`An admin with the e-mail ${email} already exists`);
  }
  const passwordHash = await hashPassword(input.password);
  return repository.save({ email, name: (input.name ?? '').trim().slice(0, 200), passwordHash, role });
}
