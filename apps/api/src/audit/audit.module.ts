import { Module } from '@nestjs/common';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** What a module that writes imports to record its actions (needs only the database). */
@Module({ providers: [AuditRepository, AuditService], exports: [AuditService, AuditRepository] })
export class AuditModule {}
