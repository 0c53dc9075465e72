// The public surface of booking-keys/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { BookingKeysModule } from './booking-keys.module.js';
export { BookingKeys } from './booking-keys.service.js';
