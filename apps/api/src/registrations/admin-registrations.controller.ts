import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminRegistrationsService } from './admin-registrations.service.js';
import { StaffCancelRegistrationDto } from './dto/staff-cancel-registration.dto.js';
import { type AdminRegistration } from './registration.admin-presenter.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/**
 * Registrations are made by visitors and never edited here; staff may only cancel a booking on the
 * attendee's behalf and refund it (docs/product.md "Manage my booking").
 */
@ApiTags('admin: registrations')
@ApiBearerAuth()
// Finance reads registrations and refunds them (money); cancelling a booking is the events team's.
@StaffRoles('events')
@Controller('admin/registrations')
export class AdminRegistrationsController {
  constructor(private readonly registrations: AdminRegistrationsService) {}

  @Get()
  @StaffRoles('events', 'finance')
  @ApiOkResponse({
    description: 'Registrations with their event, newest first; filters id, q, paymentStatus, eventId',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminRegistration[]> {
    return sendListPage(response, 'registrations', await this.registrations.list(query));
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'CSV (Event, Name, Email, Phone, Address, Tickets, Amount, Status, Date) of the filtered rows',
  })
  async exportCsv(@Query() query: RaListQuery, @Res() response: Response): Promise<void> {
    await this.registrations.exportCsv(query, response);
  }

  @Get(':id')
  @StaffRoles('events', 'finance')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminRegistration> {
    return this.registrations.get(id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      'The cancelled registration (seats released; refund requested as chosen); a cancelled one is answered as it is',
  })
  @ApiConflictResponse({ description: 'Only a confirmed booking can be cancelled (not_confirmed)' })
  cancel(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: StaffCancelRegistrationDto,
  ): Promise<AdminRegistration> {
    return this.registrations.cancel(id, body.refund);
  }

  @Post(':id/refund')
  @StaffRoles('events', 'finance')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description:
      '"Refund now" (a late payment, or a cancellation whose refund was never requested) and "Retry refund" (a failed one)',
  })
  @ApiConflictResponse({
    description: 'There is nothing to refund for this registration (nothing_to_refund)',
  })
  refund(@Param('id', UuidParamPipe) id: string): Promise<AdminRegistration> {
    return this.registrations.refund(id);
  }
}
