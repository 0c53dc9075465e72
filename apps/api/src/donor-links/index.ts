// The public surface of donor-links/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { DonorLinksModule } from './donor-links.module.js';
export { DonorLinksService } from './donor-links.service.js';
