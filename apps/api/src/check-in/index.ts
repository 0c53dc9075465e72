// The public surface of check-in/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { BOOKING_STATE, CHECKED_IN_OF } from './check-in.repository.js';
