// The public surface of audit/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { currentActor } from './audit-context.js';
export { AuditModule } from './audit.module.js';
export { AuditService } from './audit.service.js';
