import { Controller, Get, Header } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AdminDashboard } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { DashboardService } from './dashboard.service.js';
import { AnyStaffRole } from '../common/staff-roles.decorator.js';

@ApiTags('admin: dashboard')
@ApiBearerAuth()
@AnyStaffRole()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  // Personal-data-free but private figures, always fresh.
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      "The figures of the caller's role (events part: owners, events; giving part: owners, finance). Upcoming events with seats sold, held and left per ticket type; completed registrations per day (30 days); revenue of registrations and donations per month and donations by type (12 months); India time",
  })
  figures(@CurrentAdmin() admin: AdminProfile): Promise<AdminDashboard> {
    return this.dashboard.figures(admin.role);
  }
}
