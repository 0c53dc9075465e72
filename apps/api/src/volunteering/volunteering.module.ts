import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VolunteerApplicationEntity } from './volunteer-application.entity.js';
import { VolunteerRoleEntity } from './volunteer-role.entity.js';
import { VolunteeringController } from './volunteering.controller.js';
import { VolunteeringRepository } from './volunteering.repository.js';
import { VolunteeringService } from './volunteering.service.js';
import { PrivacyModule } from '../privacy/index.js';

/** Volunteering on the public site: roles of the Yogamitra page and its application form. */
@Module({
  imports: [PrivacyModule, TypeOrmModule.forFeature([VolunteerRoleEntity, VolunteerApplicationEntity])],
  controllers: [VolunteeringController],
  providers: [VolunteeringRepository, VolunteeringService],
})
export class VolunteeringModule {}
