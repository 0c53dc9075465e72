// The public surface of ticket-types/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { AdminTicketTypesModule } from './admin-ticket-types.module.js';
export { AdminTicketTypesService, definedOnly } from './admin-ticket-types.service.js';
export { MAX_PRICE, TicketTypeInputDto } from './dto/ticket-type-input.dto.js';
export { seatsLeft, seatsTakenSql } from './seat-usage.js';
export { SeatsReleasedModule } from './seats-released.module.js';
export { SeatsReleased } from './seats-released.js';
export type { SeatsReleasedListener } from './seats-released.js';
export { TicketTypeEntity } from './ticket-type.entity.js';
export { TicketTypesModule } from './ticket-types.module.js';
export { TicketTypesService } from './ticket-types.service.js';
