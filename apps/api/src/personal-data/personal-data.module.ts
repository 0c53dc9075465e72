import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminDataRequestsController } from './data-requests.controller.js';
import { DataRequestsRepository } from './data-requests.repository.js';
import { DataRequestsService } from './data-requests.service.js';
import { PersonalDataRepository } from './personal-data.repository.js';
import { PersonalDataService } from './personal-data.service.js';

/**
 * A person's rights over their data (docs/privacy.md "Rights"): the export and erasure by e-mail address
 * that the booking and My giving links and the admin's data requests share.
 */
@Module({
  imports: [AuditModule],
  controllers: [AdminDataRequestsController],
  providers: [PersonalDataRepository, PersonalDataService, DataRequestsRepository, DataRequestsService],
  exports: [PersonalDataService, PersonalDataRepository, DataRequestsService],
})
export class PersonalDataModule {}
