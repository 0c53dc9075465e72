// The public surface of certificates/: what other domains may import (tools/lint/api-domains.mjs says which may).
export { CertificatesModule } from './certificates.module.js';
export { CertificatesService } from './certificates.service.js';
