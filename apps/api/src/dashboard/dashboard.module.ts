import { Module } from '@nestjs/common';
import { PersonalDataModule } from '../personal-data/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** The admin Dashboard's figures. */
@Module({
  imports: [PersonalDataModule],
  controllers: [DashboardController],
  providers: [DashboardService, DashboardRepository],
})
export class DashboardModule {}
