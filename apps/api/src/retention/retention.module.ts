import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../personal-data/index.js';
import { AdminRetentionController } from './retention.controller.js';
import { RetentionRepository } from './retention.repository.js';
import { RetentionService } from './retention.service.js';

/** The daily retention job in every API process and its owners' overview (docs/privacy.md "Retention"). */
@Module({
  imports: [PersonalDataModule],
  controllers: [AdminRetentionController],
  providers: [RetentionRepository, RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
