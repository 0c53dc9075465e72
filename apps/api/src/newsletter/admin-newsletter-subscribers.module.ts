import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminNewsletterSubscribersController } from './admin-newsletter-subscribers.controller.js';
import { AdminNewsletterSubscribersService } from './admin-newsletter-subscribers.service.js';
import { NewsletterRepository } from './newsletter.repository.js';

/** Newsletter subscribers in the admin API (read-only) and their CSV export. */
@Module({
  imports: [AuditModule],
  controllers: [AdminNewsletterSubscribersController],
  providers: [NewsletterRepository, AdminNewsletterSubscribersService],
})
export class AdminNewsletterSubscribersModule {}
