import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingKeysModule } from '../booking-keys/index.js';
import { PrivacyModule } from '../privacy/index.js';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([NewsletterSubscriberEntity]), PrivacyModule, BookingKeysModule],
  controllers: [NewsletterController],
  providers: [NewsletterRepository, NewsletterService],
  exports: [NewsletterService],
})
export class NewsletterModule {}
