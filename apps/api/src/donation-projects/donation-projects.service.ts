import { Injectable } from '@nestjs/common';
import type { PublicDonationProject } from '@foundation/shared';
import { MediaVariantsService } from '../media/index.js';
import { toPublicDonationProject } from './project.presenter.js';
import { ProjectsRepository } from './projects.repository.js';

/** Donation projects on the public site, and the check a designated donation goes through. */
@Injectable()
export class DonationProjectsService {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly variants: MediaVariantsService,
  ) {}

  async listPublic(): Promise<PublicDonationProject[]> {
    const rows = await this.projects.findActive();
    const variants = await this.variants.variantsFor(rows.map((row) => row.imageUrl));
    return rows.map((row) => toPublicDonationProject(row, variants));
  }

  /** Whether a donation may be designated to the project: it exists and is active. */
  acceptsDonations(projectId: string): Promise<boolean> {
    return this.projects.isActive(projectId);
  }
}
