import {
  percentFunded,
  type DonationProject,
  type ImageVariantsByUrl,
  type PublicDonationProject,
} from '@foundation/shared';
import { withVariants } from '../media/index.js';
import { type ProjectRecord } from './projects.repository.js';

/** The JSON of a project in the admin API. */
export function toDonationProject(row: ProjectRecord): DonationProject {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    goal: row.goal,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    raised: Number(row.raised),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The JSON of a project on the Contribute page. */
export function toPublicDonationProject(
  row: ProjectRecord,
  variants: ImageVariantsByUrl,
): PublicDonationProject {
  const raised = Number(row.raised);
  return withVariants(
    {
      id: row.id,
      title: row.title,
      description: row.description,
      imageUrl: row.imageUrl,
      goal: row.goal,
      titleHi: row.titleHi,
      descriptionHi: row.descriptionHi,
      raised,
      percentFunded: percentFunded(raised, row.goal),
    },
    variants,
    [row.imageUrl],
  );
}
