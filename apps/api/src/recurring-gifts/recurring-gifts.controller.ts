import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ACCESS_TOKEN_HEADER, type RecurringGiftResponse } from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { AbandonRecurringGiftDto } from './dto/abandon-recurring-gift.dto.js';
import { SubscriptionAuthorisationDto } from './dto/subscription-authorisation.dto.js';
import { RecurringGiftsService } from './recurring-gifts.service.js';

const TOKEN = ACCESS_TOKEN_HEADER.toLowerCase();

/**
 * The donor's steps of a monthly or yearly gift after `POST /api/create-order`: each needs the gift's id and
 * the secret access token given at its creation (X-Access-Token); anything else is 404.
 */
@ApiTags('recurring gifts')
@Public()
@Controller('recurring-gifts')
export class RecurringGiftsController {
  constructor(private readonly gifts: RecurringGiftsService) {}

  @Get(':id')
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'The recurring gift (RecurringGiftResponse)' })
  @ApiNotFoundResponse({ description: 'No such gift, or a wrong token' })
  findOne(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
  ): Promise<RecurringGiftResponse> {
    return this.gifts.get(id, token);
  }

  @Post(':id/authorisation')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'Verified; the first charge is recorded and the gift is active' })
  @ApiBadRequestResponse({ description: 'Forged signature, or another subscription than the gift’s' })
  @ApiConflictResponse({ description: 'Already authorised with another payment' })
  authorise(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: SubscriptionAuthorisationDto,
  ): Promise<RecurringGiftResponse> {
    return this.gifts.authorise(id, token, body);
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({ name: ACCESS_TOKEN_HEADER, required: true })
  @ApiOkResponse({ description: 'A gift Checkout never authorised is failed; any other is unchanged' })
  abandon(
    @Param('id') id: string,
    @Headers(TOKEN) token: string | undefined,
    @Body() body: AbandonRecurringGiftDto,
  ): Promise<RecurringGiftResponse> {
    return this.gifts.abandon(id, token, body);
  }
}
