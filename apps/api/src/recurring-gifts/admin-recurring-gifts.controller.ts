import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AdminRecurringGift } from '@foundation/shared';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AdminRecurringGiftsService } from './admin-recurring-gifts.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** Monthly and yearly gifts for staff: made by donors through the site; staff can only cancel them. */
@ApiTags('admin: recurring gifts')
@ApiBearerAuth()
@StaffRoles('finance')
@Controller('admin/recurring-gifts')
export class AdminRecurringGiftsController {
  constructor(private readonly gifts: AdminRecurringGiftsService) {}

  @Get()
  @ApiOkResponse({
    description: 'Recurring gifts, newest first; filters id, q (name, e-mail or phone), status, period',
  })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminRecurringGift[]> {
    return sendListPage(response, 'recurring-gifts', await this.gifts.list(query));
  }

  @Get(':id')
  get(@Param('id', UuidParamPipe) id: string): Promise<AdminRecurringGift> {
    return this.gifts.get(id);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Cancelled at the provider and here (idempotent); the donor is e-mailed' })
  cancel(@Param('id', UuidParamPipe) id: string): Promise<AdminRecurringGift> {
    return this.gifts.cancel(id);
  }
}
