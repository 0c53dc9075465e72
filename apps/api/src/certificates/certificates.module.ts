import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { DonorLinksModule } from '../donor-links/index.js';
import { AdminCertificatesController } from './admin-certificates.controller.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesService } from './certificates.service.js';

/** Certificates of donation (Form 114): staff upload and assign them; donors get them by e-mail and in My giving. */
@Module({
  imports: [AuditModule, DonorLinksModule],
  controllers: [AdminCertificatesController],
  providers: [CertificatesRepository, CertificatesService],
  exports: [CertificatesService],
})
export class CertificatesModule {}
