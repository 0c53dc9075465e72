import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { NewsletterSubscriptionResponse } from '@foundation/shared';
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
}
