import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { DataRequest, ErasureReport, MyDataExport } from '@foundation/shared';
import { type AdminProfile, CurrentAdmin } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { sendListPage } from '../common/ra-list/list-response.js';
import { RaListQuery } from '../common/ra-list/ra-list.query.js';
import { DataRequestsService } from './data-requests.service.js';
import { CreateDataRequestDto, UpdateDataRequestDto } from './dto/data-request.dto.js';
import { OwnerOnly } from '../common/staff-roles.decorator.js';

/**
 * Data requests from people without a link: owners only (no @StaffRoles), since acting on one reads and
 * erases attendee, donor and volunteer data together (docs/staff-roles.md).
 */
@ApiTags('admin: data requests')
@ApiBearerAuth()
@OwnerOnly()
@Controller('admin/data-requests')
export class AdminDataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get()
  @ApiOkResponse({ description: 'Requests, the soonest due first; filter status, type, overdue' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DataRequest[]> {
    return sendListPage(response, 'data-requests', await this.requests.list(query));
  }

  @Get(':id')
  @ApiNotFoundResponse({ description: 'No data request with this id' })
  get(@Param('id', UuidParamPipe) id: string): Promise<DataRequest> {
    return this.requests.get(id);
  }

  @Post()
  @ApiCreatedResponse({ description: 'Recorded, with the due date the DPDP Rules give' })
  create(@Body() body: CreateDataRequestDto, @CurrentAdmin() admin: AdminProfile): Promise<DataRequest> {
    return this.requests.create(body, admin);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'Status and note changed' })
  @ApiNotFoundResponse({ description: 'No data request with this id' })
  update(@Param('id', UuidParamPipe) id: string, @Body() body: UpdateDataRequestDto): Promise<DataRequest> {
    return this.requests.update(id, body);
  }

  @Get(':id/my-data')
  @ApiOkResponse({ description: "Everything held about the request's e-mail address (audited)" })
  @ApiNotFoundResponse({ description: 'No data request with this id' })
  myData(@Param('id', UuidParamPipe) id: string): Promise<MyDataExport> {
    return this.requests.exportFor(id);
  }

  @Post(':id/erase')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Erased what no law keeps; says what was kept, why and until when' })
  @ApiNotFoundResponse({ description: 'No data request with this id' })
  @ApiConflictResponse({ description: 'Not an erasure request (data_request_not_erasure)' })
  erase(@Param('id', UuidParamPipe) id: string): Promise<ErasureReport> {
    return this.requests.erase(id);
  }
}
