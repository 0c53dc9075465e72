import { Injectable } from '@nestjs/common';
import { type CommunityProgram } from '@foundation/shared';
import { MediaVariantsService, withVariants } from '../media/index.js';
import { CommunityProgramEntity } from './community-program.entity.js';
import { toCommunityProgram } from './program.presenter.js';
import { ProgramErrorCode, programError } from './programs.errors.js';
import { ProgramsRepository } from './programs.repository.js';

@Injectable()
export class ProgramsService {
  constructor(
    private readonly programs: ProgramsRepository,
    private readonly mediaVariants: MediaVariantsService,
  ) {}

  /** Active programs, newest first (docs/product.md §7); the home page asks for 6. */
  async listPublic(limit?: number): Promise<CommunityProgram[]> {
    const rows = await this.programs.findActive(limit);
    const imagesOf = (program: CommunityProgramEntity) => [
      program.featuredImageUrl,
      ...program.galleryImages.map((image) => image.url),
    ];
    const variants = await this.mediaVariants.variantsFor(rows.flatMap(imagesOf));
    return rows.map((program) => withVariants(toCommunityProgram(program), variants, imagesOf(program)));
  }

  /** One active program by its slug; 404 'Program Not Found' otherwise. */
  async findPublicBySlug(urlSlug: string): Promise<CommunityProgram> {
    const program = await this.programs.findActiveBySlug(urlSlug);
    if (!program) throw programError(ProgramErrorCode.NotFound);
    const images = [program.featuredImageUrl, ...program.galleryImages.map((image) => image.url)];
    return withVariants(toCommunityProgram(program), await this.mediaVariants.variantsFor(images), images);
  }
}
