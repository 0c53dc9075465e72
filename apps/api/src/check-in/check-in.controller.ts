import { Body, Controller, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
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
} from '@foundation/shared';
import { CheckInAccess, type CheckInCaller, CurrentCheckInCaller } from '../auth/check-in-access.js';
import { UuidParamPipe } from '../common/http/uuid-param.pipe.js';
import { CheckInService } from './check-in.service.js';

/** Personal data of attendees: never kept by a shared cache (the screen keeps its own copy). */
const PRIVATE = 'private, no-store';

/**
 * The check-in screen's API: opened by an admin session or by a volunteer's check-in link (its one event).
 * README "Check-in at an event" tells how staff run it.
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
@Controller('check-in')
export class CheckInScansController {
  constructor(private readonly checkIn: CheckInService) {}

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
    description: `A phone's scans (1 to ${CHECK_IN_MAX_BATCH}), see CheckInScanBatch in libs/shared`,
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
}
