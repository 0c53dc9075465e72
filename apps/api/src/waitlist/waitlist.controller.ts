import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  MESSAGES,
  WAITLIST_MESSAGES,
  type AcceptWaitlistOfferResponse,
  type JoinWaitlistResponse,
  type WaitlistOffer,
} from '@foundation/shared';
import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { JoinWaitlistDto } from './dto/join-waitlist.dto.js';
import { WaitlistService } from './waitlist.service.js';

@ApiTags('waiting list')
@Public()
@Controller()
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post('events/:slug/waitlist')
  @HttpCode(HttpStatus.CREATED)
  @LimitPerAddress('waitlistJoin')
  @ApiCreatedResponse({ description: 'On the waiting list; a confirmation e-mail is queued' })
  @ApiNotFoundResponse({ description: MESSAGES.eventNotFound })
  @ApiConflictResponse({
    description: `${WAITLIST_MESSAGES.seatsAvailable}; ${WAITLIST_MESSAGES.alreadyWaiting}; ${MESSAGES.registrationClosed}`,
  })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid; `fields` names it' })
  join(@Param('slug') slug: string, @Body() body: JoinWaitlistDto): Promise<JoinWaitlistResponse> {
    return this.waitlist.join(slug, body);
  }

  @Get('waitlist-offers/:token')
  @ApiOkResponse({ description: 'The offer: event, tickets, amount and until when the seats are held' })
  @ApiNotFoundResponse({ description: WAITLIST_MESSAGES.offerNotFound })
  getOffer(@Param('token') token: string): Promise<WaitlistOffer> {
    return this.waitlist.getOffer(token);
  }

  @Post('waitlist-offers/:token/accept')
  @HttpCode(HttpStatus.OK)
  @ChangesPublicReads()
  @ApiOkResponse({
    description: 'Free: the completed registration. Paid: the held registration and its Checkout order.',
  })
  @ApiNotFoundResponse({ description: WAITLIST_MESSAGES.offerNotFound })
  @ApiConflictResponse({ description: WAITLIST_MESSAGES.offerOver })
  accept(@Param('token') token: string): Promise<AcceptWaitlistOfferResponse> {
    return this.waitlist.acceptOffer(token);
  }
}
