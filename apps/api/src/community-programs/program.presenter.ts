import type { CommunityProgram } from '@foundation/shared';
import { type CommunityProgramEntity } from './community-program.entity.js';

/** The JSON of a community program. */
export function toCommunityProgram(program: CommunityProgramEntity): CommunityProgram {
  return {
    id: program.id,
    title: program.title,
    category: program.category,
    description: program.description,
    featuredImageUrl: program.featuredImageUrl,
    urlSlug: program.urlSlug,
    isActive: program.isActive,
    galleryImages: program.galleryImages,
    titleHi: program.titleHi,
    descriptionHi: program.descriptionHi,
    createdAt: program.createdAt.toISOString(),
    updatedAt: program.updatedAt.toISOString(),
  };
}
