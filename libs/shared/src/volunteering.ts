import type { Locale } from './locale.js';
/**
 * Volunteering (the Yogamitra page): the roles staff publish and the applications visitors send.
 * Shared by the API (validates and stores), the site (shows roles, sends the form) and the admin panel.
 */

export const VOLUNTEER_LIMITS = {
  titleMax: 200,
  commitmentMax: 100,
  skillsMax: 500,
  descriptionMax: 2000,
  /** The order of a role on the page: smaller first. */
  sortOrderMin: 0,
  sortOrderMax: 10_000,
  nameMax: 200,
  emailMax: 320,
  cityMax: 100,
  availabilityMax: 200,
  messageMax: 5000,
} as const;

/** A volunteering role as the public page and the admin panel read it. */
export interface VolunteerRole {
  id: string;
  title: string;
  commitment: string;
  skills: string;
  /** Plain text; may be empty. */
  description: string;
  isActive: boolean;
  sortOrder: number;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  titleHi?: string | null;
  commitmentHi?: string | null;
  skillsHi?: string | null;
  descriptionHi?: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What staff do with an application: it arrives `new`, then staff contact, accept or decline. */
export const VOLUNTEER_APPLICATION_STATUSES = ['new', 'contacted', 'accepted', 'declined'] as const;
export type VolunteerApplicationStatus = (typeof VOLUNTEER_APPLICATION_STATUSES)[number];
export const VOLUNTEER_APPLICATION_STATUS_LABELS: Record<VolunteerApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Body of `POST /api/volunteer-applications`. */
export interface VolunteerApplicationRequest {
  name: string;
  email: string;
  phone: string;
  city: string;
  roleId: string;
  availability: string;
  message?: string;
}

/** The answer to `POST /api/volunteer-applications`. */
export interface VolunteerApplicationResponse {
  id: string;
  receivedAt: string;
}

/** An application as the admin panel lists it (every text stored as typed, plain). */
export interface VolunteerApplication {
  id: string;
  /** The language the person used ('en' | 'hi'): their e-mails and documents speak it. */
  locale: Locale;
  name: string;
  email: string;
  phone: string;
  city: string;
  roleId: string | null;
  /** The role's title when the visitor applied (kept if the role is renamed later). */
  roleTitle: string;
  availability: string;
  message: string;
  status: VolunteerApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

export const VOLUNTEER_MESSAGES = {
  titleRequired: 'Title is required',
  commitmentRequired: 'Commitment is required',
  skillsRequired: 'Skills are required',
  roleInUse:
    'This role has applications and cannot be deleted. Deactivate it instead to hide it from the Yogamitra page.',
  roleNotFound: 'Volunteer role not found',
  applicationNotFound: 'Volunteer application not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${VOLUNTEER_LIMITS.nameMax} characters`,
  emailRequired: 'E-mail is required',
  emailInvalid: 'Enter a valid e-mail address',
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a valid phone number, e.g. +91 98765 43210',
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${VOLUNTEER_LIMITS.cityMax} characters`,
  roleRequired: 'Choose a role',
  roleUnavailable: 'This role is no longer open. Choose another role.',
  availabilityRequired: 'Availability is required',
  availabilityTooLong: `Availability must be at most ${VOLUNTEER_LIMITS.availabilityMax} characters`,
  messageTooLong: `Message must be at most ${VOLUNTEER_LIMITS.messageMax} characters`,
  statusInvalid: `Status must be one of ${VOLUNTEER_APPLICATION_STATUSES.join(', ')}`,
  /** Shown on the page once the application is stored. */
  applied: 'Thank you for offering your time. We have e-mailed you a copy and will be in touch soon.',
} as const;

/** One broken rule of a role: the JSON field and its message. */
export interface VolunteerRoleProblem {
  field: 'title' | 'commitment' | 'skills';
  message: string;
}

const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** The required fields of a role (lengths and types are checked at the edge). */
export function volunteerRoleProblems(draft: {
  title?: string | null;
  commitment?: string | null;
  skills?: string | null;
}): VolunteerRoleProblem[] {
  const problems: VolunteerRoleProblem[] = [];
  if (isBlank(draft.title)) problems.push({ field: 'title', message: VOLUNTEER_MESSAGES.titleRequired });
  if (isBlank(draft.commitment))
    problems.push({ field: 'commitment', message: VOLUNTEER_MESSAGES.commitmentRequired });
  if (isBlank(draft.skills)) problems.push({ field: 'skills', message: VOLUNTEER_MESSAGES.skillsRequired });
  return problems;
}
