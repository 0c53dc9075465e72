// The public surface of events/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { EventChangesModule } from './event-changes.module.js';
export { EventChanges } from './event-changes.js';
export type { EventChangesListener } from './event-changes.js';
export { EventEntity } from './event.entity.js';
