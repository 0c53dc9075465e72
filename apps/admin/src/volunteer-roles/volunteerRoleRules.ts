import { volunteerRoleProblems } from '@foundation/shared';

type Values = Record<string, unknown>;

export const NEW_VOLUNTEER_ROLE_DEFAULTS = {
  title: '',
  commitment: '',
  skills: '',
  description: '',
  isActive: true,
  sortOrder: 0,
};

/** The required fields of a role, as form errors (the API checks the same rules). */
export function validateVolunteerRole(values: Values): Record<string, string> {
  const problems = volunteerRoleProblems({
    title: values.title as string,
    commitment: values.commitment as string,
    skills: values.skills as string,
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}
