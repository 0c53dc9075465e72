/**
 * Donation projects (the Contribute page's "Projects You Can Support"): what staff publish, and what the
 * page shows. "Raised" is never typed in: the API adds up the completed donations designated to a project.
 * Shared by the API (validates, stores, adds up), the site (shows them, lets the donor choose one) and the
 * admin panel.
 */
import type { ImageVariantsByUrl } from './types.js';

export const DONATION_PROJECT_LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  /** Whole rupees. */
  goalMin: 1,
  goalMax: 100_000_000,
  sortOrderMin: 0,
  sortOrderMax: 10_000,
} as const;

/** A donation project as the admin panel reads it. */
export interface DonationProject {
  id: string;
  title: string;
  /** Plain text; may be empty. */
  description: string;
  /** An uploaded image (/uploads/...) or an https URL; null without one. */
  imageUrl: string | null;
  /** Whole rupees. */
  goal: number;
  isActive: boolean;
  sortOrder: number;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  descriptionHi?: string | null;
  /** Whole rupees of completed donations designated to the project (read-only, computed). */
  raised: number;
  createdAt: string;
  updatedAt: string;
}

/** A project on the Contribute page (`GET /api/donation-projects`): active ones, in their order. */
export interface PublicDonationProject {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  imageVariants: ImageVariantsByUrl;
  goal: number;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  descriptionHi?: string | null;
  raised: number;
  /** Whole percent of the goal raised (may pass 100). */
  percentFunded: number;
}

export const DONATION_PROJECT_MESSAGES = {
  titleRequired: 'Title is required',
  goalRequired: 'Goal is required',
  notFound: 'Donation project not found',
  inUse:
    'This project has donations and cannot be deleted. Deactivate it instead to hide it from the Contribute page.',
  /** `projectId` of a donation names no active project. */
  unavailable: 'This project is no longer open for donations. Choose another project or give without one.',
} as const;

/** One broken rule of a project: the JSON field and its message. */
export interface DonationProjectProblem {
  field: 'title' | 'goal';
  message: string;
}

/** The required fields of a project (lengths, types and ranges are checked at the edge). */
export function donationProjectProblems(draft: {
  title?: string | null;
  goal?: number | null;
}): DonationProjectProblem[] {
  const problems: DonationProjectProblem[] = [];
  if (!draft.title || draft.title.trim().length === 0)
    problems.push({ field: 'title', message: DONATION_PROJECT_MESSAGES.titleRequired });
  if (draft.goal === null || draft.goal === undefined || !(draft.goal >= DONATION_PROJECT_LIMITS.goalMin))
    problems.push({ field: 'goal', message: DONATION_PROJECT_MESSAGES.goalRequired });
  return problems;
}

/** Whole percent of `goal` that `raised` covers, rounded down (a project is "100% funded" only when it is). */
export function percentFunded(raised: number, goal: number): number {
  if (!(goal > 0) || !(raised > 0)) return 0;
  return Math.floor((raised * 100) / goal);
}
