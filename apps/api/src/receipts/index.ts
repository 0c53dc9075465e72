// The public surface of receipts/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { documentFonts } from './receipt-fonts.js';
export type { DonationReceipt } from './receipt.types.js';
export { ReceiptsModule } from './receipts.module.js';
export { ReceiptsService } from './receipts.service.js';
