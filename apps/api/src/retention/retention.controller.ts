import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RetentionOverview } from '@foundation/shared';
import { RetentionService } from './retention.service.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/**
 * What the retention job did and what is due: owners only (no @StaffRoles), like the data requests, since
 * it counts attendee, donor and volunteer records together (docs/staff-roles.md).
 */
@ApiTags('admin: retention')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/retention')
export class AdminRetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  @ApiOkResponse({ description: 'The periods in force, the rows due now and the last runs' })
  overview(): Promise<RetentionOverview> {
    return this.retention.overview();
  }
}
