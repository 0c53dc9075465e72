import type { VolunteerApplication, VolunteerRole } from '@foundation/shared';
import { type ApplicationRecord } from './volunteering.repository.js';
import { type VolunteerRoleEntity } from './volunteer-role.entity.js';

/** The JSON of a role. */
export function toVolunteerRole(role: VolunteerRoleEntity): VolunteerRole {
  return {
    id: role.id,
    title: role.title,
    commitment: role.commitment,
    skills: role.skills,
    description: role.description,
    isActive: role.isActive,
    sortOrder: role.sortOrder,
    titleHi: role.titleHi,
    commitmentHi: role.commitmentHi,
    skillsHi: role.skillsHi,
    descriptionHi: role.descriptionHi,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}

/** The JSON of an application in the admin API. */
export function toVolunteerApplication(row: ApplicationRecord): VolunteerApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    roleId: row.roleId,
    roleTitle: row.roleTitle,
    availability: row.availability,
    message: row.message,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
