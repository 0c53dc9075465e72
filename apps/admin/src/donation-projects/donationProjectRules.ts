import { donationProjectProblems } from '@foundation/shared';

type Values = Record<string, unknown>;

export const NEW_DONATION_PROJECT_DEFAULTS = {
  title: '',
  description: '',
  imageUrl: null,
  goal: null,
  isActive: true,
  sortOrder: 0,
};

/** The required fields of a project, as form errors (the API checks the same rules). */
export function validateDonationProject(values: Values): Record<string, string> {
  const problems = donationProjectProblems({
    title: values.title as string,
    goal: typeof values.goal === 'number' ? values.goal : null,
  });
  return Object.fromEntries(problems.map((problem) => [problem.field, problem.message]));
}
