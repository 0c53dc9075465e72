import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAuditLogController } from './admin-audit-log.controller.js';
import { AuditContextInterceptor } from './audit-context.interceptor.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** The audit log: AuditService for every domain that writes, and the read-only admin resource. */
@Global()
@Module({
  controllers: [AdminAuditLogController],
  providers: [AuditRepository, AuditService, { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
