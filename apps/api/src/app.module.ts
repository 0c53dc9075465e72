import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditLogModule } from './audit/admin-audit-log.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BookingsModule } from './bookings/bookings.module.js';
import { CheckInModule } from './check-in/check-in.module.js';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter.js';
import { type AppLogger } from './common/logging/app-logger.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { PublicCacheModule } from './common/public-cache/public-cache.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { type PublicReadCache } from './common/public-cache/public-read-cache.js';
import { type AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { AdminContactMessagesModule } from './contact/admin-contact-messages.module.js';
import { ContactModule } from './contact/contact.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { AdminDonationsModule } from './donations/admin-donations.module.js';
import { CertificatesModule } from './certificates/certificates.module.js';
import { DonationsModule } from './donations/donations.module.js';
import { EventCancellationModule } from './event-cancellation/event-cancellation.module.js';
import { EventMessagesModule } from './event-messages/event-messages.module.js';
import { EventRemindersModule } from './event-reminders/event-reminders.module.js';
import { AdminEventsModule } from './events/admin-events.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { AdminMailOutboxModule } from './mail/admin-mail-outbox.module.js';
import { MailModule } from './mail/mail.module.js';
import { MediaModule } from './media/media.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { MyGivingModule } from './my-giving/my-giving.module.js';
import { AdminNewsletterSubscribersModule } from './newsletter/admin-newsletter-subscribers.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { PaymentWebhooksModule } from './payments/payment-webhooks.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { AdminProgramsModule } from './community-programs/admin-programs.module.js';
import { ProgramsModule } from './community-programs/programs.module.js';
import { ReceiptsModule } from './receipts/receipts.module.js';
import { RecurringGiftsModule } from './recurring-gifts/recurring-gifts.module.js';
import { AdminRegistrationsModule } from './registrations/admin-registrations.module.js';
import { RegistrationsModule } from './registrations/registrations.module.js';
import { AdminTicketTypesModule } from './ticket-types/admin-ticket-types.module.js';
import { TicketTypesModule } from './ticket-types/ticket-types.module.js';
import { AdminVolunteeringModule } from './volunteering/admin-volunteering.module.js';
import { AdminSessionsModule } from './sessions/admin-sessions.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { VolunteeringModule } from './volunteering/volunteering.module.js';
import { AdminDonationProjectsModule } from './donation-projects/admin-donation-projects.module.js';
import { DonationProjectsModule } from './donation-projects/donation-projects.module.js';
import { AdminSiteContentModule } from './site-content/admin-site-content.module.js';
import { SiteContentModule } from './site-content/site-content.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { PersonalDataModule } from './personal-data/personal-data.module.js';
import { RetentionModule } from './retention/retention.module.js';
import { VishrantiItemsModule } from './vishranti/vishranti-items.module.js';
import { AdminVishrantiItemsModule } from './vishranti/admin-vishranti-items.module.js';
import { WaitlistModule } from './waitlist/waitlist.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: AppLogger, publicCache: PublicReadCache): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        PublicCacheModule.forRoot(publicCache),
        TypeOrmModule.forRoot({
          ...dataSourceOptions({
            url: config.DATABASE_URL,
            poolSize: config.DATABASE_POOL_SIZE,
            statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
            connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          }),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        RateLimitModule,
        AuthModule,
        HealthModule,
        MetricsModule,
        TicketTypesModule,
        EventsModule,
        ProgramsModule,
        MailModule,
        PaymentsModule,
        RegistrationsModule,
        BookingsModule,
        DonationsModule,
        RecurringGiftsModule,
        ReceiptsModule,
        MyGivingModule,
        PaymentWebhooksModule,
        SessionsModule,
        // Admin API (every route needs an admin sign-in)
        DashboardModule,
        AdminEventsModule,
        AdminTicketTypesModule,
        AdminProgramsModule,
        AdminRegistrationsModule,
        AdminDonationsModule,
        CertificatesModule,
        AdminContactMessagesModule,
        AdminNewsletterSubscribersModule,
        AdminMailOutboxModule,
        MediaModule,
        AdminAuditLogModule,
        AdminVolunteeringModule,
        // Door check-in: the phones' routes (an admin sign-in or a check-in link) and the admin's links
        CheckInModule,
        AdminSessionsModule,
        // Messages and subscriptions from the site
        ContactModule,
        NewsletterModule,
        VolunteeringModule,
        // Content staff run: donation projects, hero slides and page texts
        DonationProjectsModule,
        AdminDonationProjectsModule,
        SiteContentModule,
        AdminSiteContentModule,
        VishrantiItemsModule,
        AdminVishrantiItemsModule,
        WaitlistModule,
        EventRemindersModule,
        EventMessagesModule,
        // Cancelling an event (a resumable job) and moving one (docs/events-operations.md)
        EventCancellationModule,
        // The privacy notice (docs/privacy.md)
        PrivacyModule,
        // People's rights over their data: downloads, erasure, data requests
        PersonalDataModule,
        // The daily anonymising of personal data past its retention
        RetentionModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
