import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { Injectable, type PipeTransform } from '@nestjs/common';
import type { Response } from 'express';
import { checkInError, CheckInErrorCode } from './check-in.errors.js';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiServiceUnavailableResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  CHECK_IN_MAX_BATCH,
  CHECK_IN_MESSAGES,
  CHECK_IN_TOKEN_HEADER,
  type CheckInScanBatchResponse,
  type CheckInSessionResponse,
  type CheckInSnapshot,
  type CheckInWalkInResponse,
  WALK_IN_MESSAGES,
} from '@foundation/shared';
import { CheckInAccess, type CheckInCaller, CurrentCheckInCaller } from '../auth/index.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { CheckInService } from './check-in.service.js';
import { CheckInScanBatchDto } from './dto/check-in-scan-batch.dto.js';
import { CheckInWalkInDto } from './dto/check-in-walk-in.dto.js';
import { WalkInsService } from './walk-ins.service.js';
import { StaffRoles } from '../common/staff-roles.decorator.js';

/** A walk-in's client id in a path: the shape the phone makes, else 404 (never a query with junk). */
@Injectable()
class WalkInIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[A-Za-z0-9_.:-]{8,80}$/.test(value)) throw checkInError(CheckInErrorCode.WalkInNotFound);
    return value;
  }
}

/** Personal data of attendees: never kept by a shared cache (the screen keeps its own copy). */
const PRIVATE = 'private, no-store';

/**
 * The check-in screen's API: opened by an admin session or by a volunteer's check-in link (its one event).
 * docs/check-in.md tells how staff run it.
 */
@ApiTags('check-in')
@ApiBearerAuth()
@ApiHeader({
  name: CHECK_IN_TOKEN_HEADER,
  required: false,
  description: "A volunteer's check-in link secret",
})
@ApiUnauthorizedResponse({
  description: `No admin session nor valid link: ${CHECK_IN_MESSAGES.linkUnknown} / ${CHECK_IN_MESSAGES.linkRevoked} / ${CHECK_IN_MESSAGES.linkExpired}`,
})
@CheckInAccess()
@StaffRoles('events')
@Controller('check-in')
export class CheckInScansController {
  constructor(
    private readonly checkIn: CheckInService,
    private readonly walkIns: WalkInsService,
  ) {}

  @Get('session')
  @Header('Cache-Control', PRIVATE)
  @ApiOkResponse({ description: 'Who is checking in (a link or an admin) and the events they may check in' })
  session(@CurrentCheckInCaller() caller: CheckInCaller): Promise<CheckInSessionResponse> {
    return this.checkIn.session(caller);
  }

  @Get('events/:id/snapshot')
  @Header('Cache-Control', PRIVATE)
  @ApiOkResponse({ description: "The event's bookings and counts, for checking in without the network" })
  @ApiNotFoundResponse({
    description: `${CHECK_IN_MESSAGES.eventNotFound}: no such event, or not the link's`,
  })
  snapshot(
    @CurrentCheckInCaller() caller: CheckInCaller,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<CheckInSnapshot> {
    return this.checkIn.snapshot(caller, id);
  }

  @Post('scans')
  @HttpCode(HttpStatus.OK)
  @ApiBody({
    type: CheckInScanBatchDto,
    description: `A phone's scans (at most ${CHECK_IN_MAX_BATCH}), see CheckInScanBatch in libs/shared`,
  })
  @ApiOkResponse({ description: 'One result per scan, the conflicts other phones revealed, the counts' })
  @ApiBadRequestResponse({ description: 'The batch is not valid (nothing is written)' })
  @ApiNotFoundResponse({ description: `${CHECK_IN_MESSAGES.otherEvent} (nothing is written)` })
  @ApiTooManyRequestsResponse({ description: 'Too many syncs from this link or admin (Retry-After)' })
  scans(
    @CurrentCheckInCaller() caller: CheckInCaller,
    @Body() body: unknown,
  ): Promise<CheckInScanBatchResponse> {
    return this.checkIn.sync(caller, body);
  }

  @Post('walk-ins')
  @Header('Cache-Control', PRIVATE)
  @ApiBody({ type: CheckInWalkInDto, description: 'CheckInWalkInRequest in libs/shared' })
  @ApiCreatedResponse({ description: 'Booked and checked in (cash, free), or awaiting its UPI payment' })
  @ApiOkResponse({ description: 'A replay (the same clientWalkInId): the walk-in as it stands, unchanged' })
  @ApiBadRequestResponse({
    description: 'Not valid, or the payment does not fit the price (nothing is written)',
  })
  @ApiNotFoundResponse({
    description: `${CHECK_IN_MESSAGES.otherEvent} / no such event (nothing is written)`,
  })
  @ApiConflictResponse({ description: `${WALK_IN_MESSAGES.full} (nothing is written)` })
  @ApiServiceUnavailableResponse({ description: WALK_IN_MESSAGES.upiUnavailable })
  @ApiTooManyRequestsResponse({ description: 'Too many walk-ins from this link or admin (Retry-After)' })
  async walkIn(
    @CurrentCheckInCaller() caller: CheckInCaller,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckInWalkInResponse> {
    const { created, walkIn } = await this.walkIns.register(caller, body);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return walkIn;
  }

  @Get('walk-ins/:clientWalkInId')
  @Header('Cache-Control', PRIVATE)
  @ApiOkResponse({ description: 'The walk-in as it stands (the phone asks until a UPI one is paid)' })
  @ApiNotFoundResponse({ description: `${WALK_IN_MESSAGES.notFound}, or not the link's event` })
  walkInState(
    @CurrentCheckInCaller() caller: CheckInCaller,
    @Param('clientWalkInId', WalkInIdPipe) clientWalkInId: string,
  ): Promise<CheckInWalkInResponse> {
    return this.walkIns.get(caller, clientWalkInId);
  }
}
