// The public surface of personal-data/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { DataRequestsService } from './data-requests.service.js';
export { PersonalDataModule } from './personal-data.module.js';
export { PersonalDataRepository } from './personal-data.repository.js';
export { PersonalDataService } from './personal-data.service.js';
