import { Injectable } from '@nestjs/common';
import {
  ERASED_EMAIL_DOMAIN,
  taxRecordKeptUntil,
  type ConsentRecord,
  type ErasureReport,
  type KeptRecord,
  type MyDataExport,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { AppConfig } from '../config/app-config.js';
import { PersonalDataRepository } from './personal-data.repository.js';

/** How a right was used: the link the person opened, or staff acting on a recorded request. */
export type RightChannel =
  | { via: 'booking-link'; registrationId: string }
  | { via: 'donor-link' }
  | { via: 'data-request'; dataRequestId: string };

/** Recurring gifts still running: erasing them would stop receipts for charges still to come. */
const RUNNING_GIFT_STATUSES = new Set(['created', 'authenticated', 'active', 'pending', 'halted']);

/** Rows not anonymised yet (an erased row's e-mail is `erased-<id>@erased.invalid`). */
const live = <Row extends { email: string | null }>(rows: Row[]) =>
  rows.filter((row) => !row.email?.endsWith(`@${ERASED_EMAIL_DOMAIN}`));

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The last ten digits of a phone number (how an Indian mobile is matched with or without +91). */
function phoneKey(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

const auditResourceOf = (channel: RightChannel) =>
  channel.via === 'data-request' ? ('data-requests' as const) : ('personal-data' as const);
const auditIdOf = (channel: RightChannel) =>
  channel.via === 'booking-link'
    ? channel.registrationId
    : channel.via === 'data-request'
      ? channel.dataRequestId
      : null;

/**
 * A person's rights over their data by e-mail address (docs/privacy.md "Rights"): everything held as one
 * export (DPDP Act s.11), and erasure of everything no law keeps (s.12(3)); tax records of donations stay
 * (Income-tax Rule 17AA) until TAX_RECORDS_RETENTION_YEARS after their assessment year. Every use is in the
 * audit log, which names the link's record or the data request, never the e-mail address.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    private readonly repository: PersonalDataRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /** Everything held about the e-mail address (normalised: trimmed, lower case). */
  async exportFor(rawEmail: string, channel: RightChannel, now = new Date()): Promise<MyDataExport> {
    const email = rawEmail.trim().toLowerCase();
    const [registrations, waitlist, donations, gifts, volunteering, newsletter] = await Promise.all([
      this.repository.registrationsOf(email),
      this.repository.waitlistEntriesOf(email),
      this.repository.donationsOf(email),
      this.repository.recurringGiftsOf(email),
      this.repository.volunteerApplicationsOf(email),
      this.repository.newsletterOf(email),
    ]);
    const phones = this.phonesOf([registrations, waitlist, donations, gifts, volunteering]);
    const contact = phones.length > 0 ? await this.repository.contactMessagesFrom(phones) : [];
    const receipts = await this.repository.receiptsOf(donations.map((d) => d.id));

    const consents: ConsentRecord[] = [];
    const consent = (
      record: string,
      rows: Array<{ id: string; noticeVersion: number | null; noticeAcceptedAt: Date | null }>,
    ) => {
      for (const row of rows) {
        consents.push({
          record,
          recordId: row.id,
          noticeVersion: row.noticeVersion,
          acceptedAt: iso(row.noticeAcceptedAt),
        });
      }
    };
    consent('registration', registrations);
    consent('waitlist_entry', waitlist);
    consent('donation', donations);
    consent('recurring_gift', gifts);
    consent('contact_message', contact);
    consent('volunteer_application', volunteering);
    consent('newsletter', newsletter);

    const result: MyDataExport = {
      email,
      madeAt: now.toISOString(),
      registrations: registrations.map((r) => ({
        id: r.id,
        event: r.event,
        eventStartDate: r.eventStartDate,
        name: r.name,
        email: r.email,
        phone: r.phone,
        address: r.address,
        numberOfTickets: r.numberOfTickets,
        totalAmount: Number(r.totalAmount),
        status: r.status,
        locale: r.locale,
        guardianName: r.guardianName,
        guardianConsentAt: iso(r.guardianConsentAt),
        createdAt: iso(r.createdAt)!,
      })),
      waitlistEntries: waitlist.map((w) => ({
        id: w.id,
        event: w.event,
        name: w.name,
        email: w.email,
        phone: w.phone,
        numberOfTickets: w.numberOfTickets,
        status: w.status,
        createdAt: iso(w.createdAt)!,
      })),
      donations: donations.map((d) => ({
        id: d.id,
        amount: Number(d.amount),
        name: d.name,
        email: d.email,
        phone: d.phone,
        pan: d.pan,
        address: d.address,
        status: d.status,
        giftMode: d.giftMode,
        createdAt: iso(d.createdAt)!,
        receipts: receipts
          .filter((r) => r.donationId === d.id)
          .map((r) => ({
            receiptNumber: r.receiptNumber,
            is80G: r.is80G,
            issuedAt: iso(r.issuedAt)!,
            cancelledAt: iso(r.cancelledAt),
          })),
      })),
      recurringGifts: gifts.map((g) => ({
        id: g.id,
        amount: Number(g.amount),
        period: g.period,
        status: g.status,
        name: g.name,
        email: g.email,
        phone: g.phone,
        pan: g.pan,
        address: g.address,
        createdAt: iso(g.createdAt)!,
      })),
      contactMessages: contact.map((c) => ({
        id: c.id,
        fullName: c.fullName,
        whatsappNumber: c.whatsappNumber,
        message: c.message,
        createdAt: iso(c.createdAt)!,
      })),
      volunteerApplications: volunteering.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        phone: a.phone,
        city: a.city,
        role: a.role,
        availability: a.availability,
        message: a.message,
        status: a.status,
        createdAt: iso(a.createdAt)!,
      })),
      newsletter: newsletter[0] ? { subscribedAt: iso(newsletter[0].createdAt)! } : null,
      consents,
    };
    await this.audit.record(undefined, {
      action: 'export',
      resource: auditResourceOf(channel),
      resourceId: auditIdOf(channel),
      details: { via: channel.via, right: 'access' },
    });
    return result;
  }

  /**
   * Erases or anonymises everything of the e-mail address that no law keeps, in one transaction, and says
   * what was kept, why and until when. Repeating it changes nothing more (every count 0).
   */
  async eraseFor(rawEmail: string, channel: RightChannel, now = new Date()): Promise<ErasureReport> {
    const email = rawEmail.trim().toLowerCase();
    const years = this.config.TAX_RECORDS_RETENTION_YEARS;
    return this.repository.transaction(async (manager) => {
      await this.repository.lockPerson(manager, email);
      const r = this.repository;
      const [registrations, waitlist, donations, gifts, volunteering, newsletter] = await Promise.all([
        r.registrationsOf(email, manager),
        r.waitlistEntriesOf(email, manager),
        r.donationsOf(email, manager),
        r.recurringGiftsOf(email, manager),
        r.volunteerApplicationsOf(email, manager),
        r.newsletterOf(email, manager),
      ]);
      const phones = this.phonesOf([registrations, waitlist, donations, gifts, volunteering]);
      const contact = phones.length > 0 ? await r.contactMessagesFrom(phones, manager) : [];
      const mails = await r.mailIds(manager, email);

      const keptDonations = donations.filter((d) => d.receipted);
      const runningGifts = gifts.filter((g) => RUNNING_GIFT_STATUSES.has(g.status));
      const kept: KeptRecord[] = [
        ...keptDonations.map((d): KeptRecord => ({
          kind: 'donation',
          id: d.id,
          amount: Number(d.amount),
          date: iso(d.completedAt ?? d.createdAt)!,
          reason: 'tax_record',
          keptUntil: taxRecordKeptUntil(new Date(d.completedAt ?? d.createdAt), years),
          fields: (['name', 'email', 'address', 'pan'] as const).filter((field) => d[field] !== null),
        })),
        ...runningGifts.map((g): KeptRecord => ({
          kind: 'recurring_gift',
          id: g.id,
          amount: Number(g.amount),
          date: iso(g.createdAt)!,
          reason: 'active_recurring_gift',
          keptUntil: null,
          fields: (['name', 'email', 'phone', 'address', 'pan'] as const).filter(
            (field) => g[field] !== null,
          ),
        })),
      ];
      const erasedDonations = donations.filter((d) => !d.receipted).map((d) => d.id);
      const erasedGifts = live(gifts)
        .filter((g) => !RUNNING_GIFT_STATUSES.has(g.status))
        .map((g) => g.id);
      await r.trimKeptDonations(
        manager,
        keptDonations.filter((d) => d.phone !== null).map((d) => d.id),
      );
      const erased = {
        registrations: await r.anonymiseRegistrations(
          manager,
          live(registrations).map((row) => row.id),
        ),
        waitlistEntries: await r.anonymiseWaitlistEntries(
          manager,
          live(waitlist).map((row) => row.id),
        ),
        donations: await r.anonymiseDonations(manager, erasedDonations),
        recurringGifts: await r.anonymiseRecurringGifts(manager, erasedGifts),
        contactMessages: await r.anonymiseContactMessages(
          manager,
          contact.map((row) => row.id),
        ),
        volunteerApplications: await r.anonymiseVolunteerApplications(
          manager,
          live(volunteering).map((row) => row.id),
        ),
        newsletterSubscriptions: await r.deleteNewsletterSubscriptions(
          manager,
          newsletter.map((row) => row.id),
        ),
        emails: await r.anonymiseMails(manager, mails),
      };
      // With nothing kept under the address, its My giving links open an address that holds nothing.
      if (kept.length === 0) await r.detachDonorLinks(manager, email);
      await this.audit.record(manager, {
        action: 'erase',
        resource: auditResourceOf(channel),
        resourceId: auditIdOf(channel),
        details: { via: channel.via, erased, kept: kept.map((k) => ({ kind: k.kind, id: k.id })) },
      });
      return { erasedAt: now.toISOString(), erased, kept };
    });
  }

  /**
   * Corrects a booking's name, phone or address (values already checked like the registration form's);
   * the audit log names the fields, never their values.
   */
  async correctRegistration(
    registrationId: string,
    changes: { name?: string; phone?: string; address?: string },
  ): Promise<void> {
    await this.repository.transaction(async (manager) => {
      await this.repository.correctRegistration(manager, registrationId, changes);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'personal-data',
        resourceId: registrationId,
        details: { via: 'booking-link', right: 'correction', fields: Object.keys(changes) },
      });
    });
  }

  private phonesOf(groups: Array<Array<{ phone: string | null }>>): string[] {
    const keys = groups.flatMap((rows) => rows.map((row) => phoneKey(row.phone)));
    return [...new Set(keys.filter((key): key is string => key !== null))];
  }
}
