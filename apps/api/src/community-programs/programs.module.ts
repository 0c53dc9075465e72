import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaVariantsModule } from '../media/index.js';
import { CommunityProgramEntity } from './community-program.entity.js';
import { ProgramsController } from './programs.controller.js';
import { ProgramsRepository } from './programs.repository.js';
import { ProgramsService } from './programs.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CommunityProgramEntity]), MediaVariantsModule],
  controllers: [ProgramsController],
  providers: [ProgramsRepository, ProgramsService],
  exports: [ProgramsService],
})
export class ProgramsModule {}
