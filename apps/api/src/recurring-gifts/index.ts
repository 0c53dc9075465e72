// The public surface of recurring-gifts/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { RecurringGiftsModule } from './recurring-gifts.module.js';
export { RecurringGiftsService, toRecurringGiftView } from './recurring-gifts.service.js';
