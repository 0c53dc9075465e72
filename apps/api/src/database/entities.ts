import { AuditLogEntity } from '../audit/audit-log.entity.js';
import { AdminUserEntity } from '../auth/admin-user.entity.js';
import { StaffInviteEntity } from '../auth/staff-invite.entity.js';
import { PrivacyNoticeEntity } from '../privacy/privacy-notice.entity.js';
import { LoginRateLimitEntity } from '../auth/login-rate-limit.entity.js';
import { RefreshTokenEntity } from '../auth/refresh-token.entity.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { DonationEntity } from '../donations/donation.entity.js';
import { DonationCertificateEntity } from '../certificates/donation-certificate.entity.js';
import { DonorLinkTokenEntity } from '../donor-links/donor-link-token.entity.js';
import { EventEntity } from '../events/event.entity.js';
import { MailOutboxEntity } from '../mail/mail-outbox.entity.js';
import { MediaEntity } from '../media/media.entity.js';
import { NewsletterSubscriberEntity } from '../newsletter/newsletter-subscriber.entity.js';
import { PaymentOrderEntity } from '../payments/payment-order.entity.js';
import { PaymentPlanEntity } from '../payments/payment-plan.entity.js';
import { PaymentRefundEntity } from '../payments/payment-refund.entity.js';
import { RecurringGiftEntity } from '../recurring-gifts/recurring-gift.entity.js';
import { WebhookEventEntity } from '../payments/webhook-event.entity.js';
import { RateLimitEntity } from '../common/rate-limit/rate-limit.entity.js';
import { DonationReceiptEntity } from '../receipts/donation-receipt.entity.js';
import { PreArnEntity } from '../receipts/pre-arn.entity.js';
import { ReceiptCounterEntity } from '../receipts/receipt-counter.entity.js';
import { CommunityProgramEntity } from '../community-programs/community-program.entity.js';
import { RegistrationEntity } from '../registrations/registration.entity.js';
import { TicketTypeEntity } from '../ticket-types/ticket-type.entity.js';
import { VolunteerApplicationEntity } from '../volunteering/volunteer-application.entity.js';
import { VolunteerRoleEntity } from '../volunteering/volunteer-role.entity.js';
import { CheckInLinkEntity } from '../check-in/check-in-link.entity.js';
import { CheckInConflictNoticeEntity, CheckInScanEntity } from '../check-in/check-in-scan.entity.js';
import { CheckInWalkInEntity } from '../check-in/check-in-walk-in.entity.js';
import { DonationProjectEntity } from '../donation-projects/donation-project.entity.js';
import { HeroSlideEntity } from '../site-content/hero-slide.entity.js';
import { SiteContentEntity } from '../site-content/site-content.entity.js';
import { WaitlistEntryEntity } from '../waitlist/waitlist-entry.entity.js';
import { SessionEntity } from '../sessions/session.entity.js';
import { VishrantiItemEntity } from '../vishranti/vishranti-item.entity.js';
import { EventMessageEntity } from '../event-messages/event-message.entity.js';
import { EventReminderEntity } from '../event-reminders/event-reminder.entity.js';
import { EventCancellationEntity } from '../event-cancellation/event-cancellation.entity.js';
import { DataRequestEntity } from '../personal-data/data-request.entity.js';

/** Every entity of the product, listed once for the application and the migration tooling. */
export const ENTITIES = [
  DonationCertificateEntity,
  EventEntity,
  TicketTypeEntity,
  RegistrationEntity,
  CommunityProgramEntity,
  AdminUserEntity,
  StaffInviteEntity,
  PrivacyNoticeEntity,
  DonationEntity,
  WebhookEventEntity,
  PaymentOrderEntity,
  MailOutboxEntity,
  RefreshTokenEntity,
  LoginRateLimitEntity,
  RateLimitEntity,
  MediaEntity,
  ContactMessageEntity,
  NewsletterSubscriberEntity,
  ReceiptCounterEntity,
  DonationReceiptEntity,
  PreArnEntity,
  AuditLogEntity,
  PaymentPlanEntity,
  PaymentRefundEntity,
  RecurringGiftEntity,
  DonorLinkTokenEntity,
  VolunteerRoleEntity,
  VolunteerApplicationEntity,
  CheckInLinkEntity,
  CheckInScanEntity,
  CheckInWalkInEntity,
  CheckInConflictNoticeEntity,
  DonationProjectEntity,
  HeroSlideEntity,
  SiteContentEntity,
  WaitlistEntryEntity,
  SessionEntity,
  VishrantiItemEntity,
  EventReminderEntity,
  EventCancellationEntity,
  EventMessageEntity,
  DataRequestEntity,
];
