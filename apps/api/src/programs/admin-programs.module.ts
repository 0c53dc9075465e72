import { Module } from '@nestjs/common';
import { AdminProgramsController } from './admin-programs.controller.js';
import { AdminProgramsService } from './admin-programs.service.js';

/** Community programs in the admin API. */
@Module({ controllers: [AdminProgramsController], providers: [AdminProgramsService] })
export class AdminProgramsModule {}
