import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AdminAuditLogController } from './admin-audit-log.controller.js';
import { AdminAuditLogService } from './admin-audit-log.service.js';
import { AuditContextInterceptor } from './audit-context.interceptor.js';
import { AuditModule } from './audit.module.js';

/**
 * The read-only audit-log admin resource, its retention sweep, and the global interceptor that gives every
 * handler its request as the audit context (who acts and from where).
 */
@Module({
  imports: [AuditModule],
  controllers: [AdminAuditLogController],
  providers: [AdminAuditLogService, { provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor }],
})
export class AdminAuditLogModule {}
