import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  BOOKING_MESSAGES,
  type BookingResendResponse,
  type BookingResponse,
  type CheckInPublicKey,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { CorrectBookingDto } from './dto/correct-booking.dto.js';
import { Public } from '../common/public.decorator.js';
import { requestLocale } from '../common/http/request-locale.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { BookingKeys } from '../booking-keys/index.js';
import { BookingsService } from './bookings.service.js';

const tokenParam = () =>
  ApiParam({
    name: 'token',
    description: "The secret of the booking's link (43 characters, base64url)",
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  });
const notFound = () => ApiNotFoundResponse({ description: `${BOOKING_MESSAGES.notFound}: wrong token` });
const noTicket = () =>
  ApiConflictResponse({
    description: `${BOOKING_MESSAGES.ticketPending} / ${BOOKING_MESSAGES.ticketFailed}`,
  });
/** A booking is personal data: never kept by a browser's or a proxy's cache. */
const PRIVATE = 'private, no-store';

/** "Manage my booking": what the holder of a booking link may see and do (docs/product.md). */
@ApiTags('bookings')
@Public()
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get(':token')
  @Header('Cache-Control', PRIVATE)
  @tokenParam()
  @ApiOkResponse({ description: 'The booking: receipt, place, schedule, whether a ticket exists' })
  @notFound()
  get(@Param('token') token: string, @Req() request: Request): Promise<BookingResponse> {
    return this.bookings.get(token, requestLocale(request));
  }

  @Patch(':token')
  @Header('Cache-Control', PRIVATE)
  @LimitPerAddress('personalData')
  @tokenParam()
  @ApiOkResponse({ description: 'The booking with the corrected name, phone or address' })
  @ApiBadRequestResponse({ description: 'A bad value, or no field: nothing is changed' })
  @ApiConflictResponse({ description: "The booking's personal data was erased (erased)" })
  @notFound()
  correct(
    @Param('token') token: string,
    @Body() body: CorrectBookingDto,
    @Req() request: Request,
  ): Promise<BookingResponse> {
    return this.bookings.correct(token, body, requestLocale(request));
  }

  @Get(':token/my-data')
  @Header('Cache-Control', PRIVATE)
  @tokenParam()
  @ApiOkResponse({
    description:
      "Everything held about the booking's e-mail address: registrations, waiting list, donations and receipts, recurring gifts, contact messages, volunteering, newsletter, consents",
  })
  @notFound()
  myData(@Param('token') token: string): Promise<MyDataExport> {
    return this.bookings.myData(token);
  }

  @Post(':token/erase')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', PRIVATE)
  @LimitPerAddress('personalData')
  @tokenParam()
  @ApiOkResponse({
    description:
      'Erased everything of the e-mail address that no law keeps (idempotent); says what was kept, why and until when',
  })
  @notFound()
  erase(@Param('token') token: string): Promise<ErasureReport> {
    return this.bookings.erase(token);
  }

  @Get(':token/ticket.pdf')
  @tokenParam()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The ticket (PDF) with its signed QR code' })
  @notFound()
  @noTicket()
  async ticket(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const { pdf, filename } = await this.bookings.ticketPdf(token);
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': PRIVATE,
      })
      .send(pdf);
  }

  @Get(':token/calendar.ics')
  @tokenParam()
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The event as an iCalendar file' })
  @notFound()
  async calendar(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const ics = await this.bookings.calendar(token);
    response
      .status(HttpStatus.OK)
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="event.ics"',
        'Cache-Control': PRIVATE,
      })
      .send(ics);
  }

  @Post(':token/cancel')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', PRIVATE)
  @LimitPerAddress('bookingCancel')
  @tokenParam()
  @ApiOkResponse({
    description:
      'The cancelled booking (also when it was cancelled before): seats released, refund requested as the rule gives',
  })
  @notFound()
  @ApiConflictResponse({
    description:
      "Not cancellable now: 'Cancellation closed at {time} on {date} (India time).' (cancellation_closed, with `deadline`), not_cancellable, not_confirmed",
  })
  cancel(@Param('token') token: string, @Req() request: Request): Promise<BookingResponse> {
    return this.bookings.cancel(token, requestLocale(request));
  }

  @Post(':token/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @LimitPerAddress('bookingResend')
  @tokenParam()
  @ApiAcceptedResponse({ description: "The confirmation e-mail is queued again, to the booking's address" })
  @notFound()
  @noTicket()
  resend(@Param('token') token: string): Promise<BookingResendResponse> {
    return this.bookings.resend(token);
  }
}

/** What a check-in scanner needs to verify tickets offline. */
@ApiTags('bookings')
@Public()
@Controller('check-in')
export class CheckInController {
  constructor(private readonly keys: BookingKeys) {}

  @Get('public-key')
  @ApiOkResponse({
    description: 'The Ed25519 public key that verifies every ticket token (raw base64url and JWK)',
  })
  publicKey(): CheckInPublicKey {
    return this.keys.publicKey();
  }
}
