import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  NEWSLETTER_MESSAGES,
  type NewsletterSubscriptionResponse,
  type NewsletterUnsubscribeResponse,
} from '@foundation/shared';
import { Public } from '../common/public.decorator.js';
import { LimitPerAddress } from '../common/rate-limit/limit-per-address.decorator.js';
import { SubscribeNewsletterDto } from './dto/subscribe-newsletter.dto.js';
import { NewsletterService } from './newsletter.service.js';

@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @LimitPerAddress('newsletter')
  @ApiCreatedResponse({ description: 'Subscribed (also when the address was already on the list)' })
  @ApiBadRequestResponse({ description: 'The e-mail address is not valid' })
  async subscribe(@Body() body: SubscribeNewsletterDto): Promise<NewsletterSubscriptionResponse> {
    await this.newsletter.subscribe(body.email);
    return { subscribed: true };
  }

  /**
   * The one-click unsubscribe (RFC 8058): the site's unsubscribe page posts here, and so does a mail
   * program that read the newsletter's `List-Unsubscribe` header (its body, `List-Unsubscribe=One-Click`,
   * is neither needed nor read). No sign-in; the signed token is the proof.
   */
  @Post('unsubscribe/:token')
  @HttpCode(HttpStatus.OK)
  @LimitPerAddress('newsletterUnsubscribe')
  @ApiOkResponse({ description: 'Unsubscribed (also when the subscription had already ended)' })
  @ApiNotFoundResponse({ description: NEWSLETTER_MESSAGES.unsubscribeNotFound })
  async unsubscribe(@Param('token') token: string): Promise<NewsletterUnsubscribeResponse> {
    await this.newsletter.unsubscribe(token);
    return { unsubscribed: true };
  }
}
