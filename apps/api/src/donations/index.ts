// The public surface of donations/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { DonationsModule } from './donations.module.js';
export { readFinancialYear } from './donations.repository.js';
export { DonationsService, declarationOf } from './donations.service.js';
export { CreateDonationOrderDto } from './dto/create-donation-order.dto.js';
export { ANONYMOUS_DONOR_NAME } from './receipt-issuer.listener.js';
