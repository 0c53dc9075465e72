// Every migration, oldest first. Written by `npm run db:generate`; edit only to add a hand-written one.
import { InitialSchema1795256447045 } from './1795256447045-InitialSchema.js';
import { PaymentsDonationsMail1795257727637 } from './1795257727637-PaymentsDonationsMail.js';
import { ContactAndNewsletter1795257758824 } from './1795257758824-ContactAndNewsletter.js';
import { AdminAuth1795257776221 } from './1795257776221-AdminAuth.js';
import { PublicWriteRateLimits1795266944372 } from './1795266944372-PublicWriteRateLimits.js';
import { DonationReceipts1795419045168 } from './1795419045168-DonationReceipts.js';
import { AuditLog1795420774253 } from './1795420774253-AuditLog.js';
import { PaymentOrders1795421370981 } from './1795421370981-PaymentOrders.js';
import { MailOutboxAdmin1795421500000 } from './1795421500000-MailOutboxAdmin.js';
import { DashboardIndexes1795421900000 } from './1795421900000-DashboardIndexes.js';
import { RecurringGifts1795500000000 } from './1795500000000-RecurringGifts.js';
import { ReceiptsDonorLinks1795500000001 } from './1795500000001-ReceiptsDonorLinks.js';
import { MailKindRecurringGiftCancelled1795500000002 } from './1795500000002-MailKindRecurringGiftCancelled.js';
import { BookingLinksAndHoldCaps1795500000003 } from './1795500000003-BookingLinksAndHoldCaps.js';
import { RecurringGiftsDashboardIndex1795500000004 } from './1795500000004-RecurringGiftsDashboardIndex.js';
import { PaymentRefunds1795600000000 } from './1795600000000-PaymentRefunds.js';
import { Volunteering1795600000001 } from './1795600000001-Volunteering.js';
import { BookingCancellation1795700000000 } from './1795700000000-BookingCancellation.js';
import { WaitingList1795710000000 } from './1795710000000-WaitingList.js';
import { CheckIn1795720000000 } from './1795720000000-CheckIn.js';
import { EventCategoriesSessions1795730000000 } from './1795730000000-EventCategoriesSessions.js';
import { DonationProjectsSiteContent1795740000000 } from './1795740000000-DonationProjectsSiteContent.js';
import { VishrantiItems1795750000000 } from './1795750000000-VishrantiItems.js';
import { DashboardWaitlistIndex1795760000000 } from './1795760000000-DashboardWaitlistIndex.js';
import { VishrantiProgramLink1795770000000 } from './1795770000000-VishrantiProgramLink.js';
import { RecordLocale1795800000000 } from './1795800000000-RecordLocale.js';
import { HindiContent1795810000000 } from './1795810000000-HindiContent.js';
import { StaffRoles1795814928296 } from './1795814928296-StaffRoles.js';
import { EventReminders1795814964441 } from './1795814964441-EventReminders.js';
import { DonorDeclaration1795814981082 } from './1795814981082-DonorDeclaration.js';
import { ReceiptTaxRegime1795814983135 } from './1795814983135-ReceiptTaxRegime.js';
import { RecurringGiftRenewal1795816290132 } from './1795816290132-RecurringGiftRenewal.js';
import { OfflineGifts1795816582923 } from './1795816582923-OfflineGifts.js';
import { EventMessages1795816781514 } from './1795816781514-EventMessages.js';
import { DonationCertificates1795817515317 } from './1795817515317-DonationCertificates.js';
import { ReceiptCancellation1795817960615 } from './1795817960615-ReceiptCancellation.js';
import { PrivacyNotices1795818534668 } from './1795818534668-PrivacyNotices.js';
import { NoticeAcceptance1795820691980 } from './1795820691980-NoticeAcceptance.js';
import { ReceiptCorrection1795822000000 } from './1795822000000-ReceiptCorrection.js';
import { DataRequests1795830000000 } from './1795830000000-DataRequests.js';
import { WalkIns1796181758962 } from './1796181758962-WalkIns.js';
import { PreArns1796194354719 } from './1796194354719-PreArns.js';
import { RetentionRuns1796200000000 } from './1796200000000-RetentionRuns.js';
import { GuardianConsent1796200000001 } from './1796200000001-GuardianConsent.js';
import { NewsletterUnsubscribe1796200000002 } from './1796200000002-NewsletterUnsubscribe.js';
import { EventCancellation1796300000000 } from './1796300000000-EventCancellation.js';
import { EventSectionsHindi1796400000000 } from './1796400000000-EventSectionsHindi.js';
import { SignInAuditResource1796410000000 } from './1796410000000-SignInAuditResource.js';

export const MIGRATIONS = [
  InitialSchema1795256447045,
  PaymentsDonationsMail1795257727637,
  ContactAndNewsletter1795257758824,
  AdminAuth1795257776221,
  PublicWriteRateLimits1795266944372,
  DonationReceipts1795419045168,
  AuditLog1795420774253,
  PaymentOrders1795421370981,
  MailOutboxAdmin1795421500000,
  DashboardIndexes1795421900000,
  RecurringGifts1795500000000,
  ReceiptsDonorLinks1795500000001,
  MailKindRecurringGiftCancelled1795500000002,
  BookingLinksAndHoldCaps1795500000003,
  RecurringGiftsDashboardIndex1795500000004,
  PaymentRefunds1795600000000,
  Volunteering1795600000001,
  BookingCancellation1795700000000,
  WaitingList1795710000000,
  CheckIn1795720000000,
  EventCategoriesSessions1795730000000,
  DonationProjectsSiteContent1795740000000,
  VishrantiItems1795750000000,
  DashboardWaitlistIndex1795760000000,
  VishrantiProgramLink1795770000000,
  RecordLocale1795800000000,
  HindiContent1795810000000,
  StaffRoles1795814928296,
  EventReminders1795814964441,
  DonorDeclaration1795814981082,
  ReceiptTaxRegime1795814983135,
  RecurringGiftRenewal1795816290132,
  OfflineGifts1795816582923,
  EventMessages1795816781514,
  DonationCertificates1795817515317,
  ReceiptCancellation1795817960615,
  PrivacyNotices1795818534668,
  NoticeAcceptance1795820691980,
  ReceiptCorrection1795822000000,
  DataRequests1795830000000,
  WalkIns1796181758962,
  PreArns1796194354719,
  RetentionRuns1796200000000,
  GuardianConsent1796200000001,
  NewsletterUnsubscribe1796200000002,
  EventCancellation1796300000000,
  EventSectionsHindi1796400000000,
  SignInAuditResource1796410000000,
];
