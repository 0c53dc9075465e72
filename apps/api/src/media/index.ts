// The public surface of media/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { MediaVariantsModule } from './media-variants.module.js';
export { MediaVariantsService, withVariants } from './media-variants.service.js';
