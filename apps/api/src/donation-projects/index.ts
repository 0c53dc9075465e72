// The public surface of donation-projects/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { DonationProjectEntity } from './donation-project.entity.js';
export { DonationProjectsModule } from './donation-projects.module.js';
export { DonationProjectsService } from './donation-projects.service.js';
