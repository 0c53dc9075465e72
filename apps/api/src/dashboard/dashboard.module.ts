import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

/** The admin Dashboard's figures. */
@Module({ controllers: [DashboardController], providers: [DashboardService, DashboardRepository] })
export class DashboardModule {}
