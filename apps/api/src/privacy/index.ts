// The public surface of privacy/: what other domains may import (tools/lint/api-domains.mjs says which may).
export type { NoticeAcceptance } from './notice-acceptance.js';
export { PrivacyModule } from './privacy.module.js';
export { PrivacyService } from './privacy.service.js';
