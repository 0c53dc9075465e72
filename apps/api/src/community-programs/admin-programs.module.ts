import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminProgramsController } from './admin-programs.controller.js';
import { AdminProgramsService } from './admin-programs.service.js';
import { ProgramsRepository } from './programs.repository.js';

/** Community programs in the admin API. */
@Module({
  imports: [AuditModule],
  controllers: [AdminProgramsController],
  providers: [ProgramsRepository, AdminProgramsService],
})
export class AdminProgramsModule {}
