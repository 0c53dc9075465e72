import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ERASED_EMAIL_DOMAIN, ERASED_NAME } from '@foundation/shared';

/**
 * The SQL of a person's data across the tables that hold it, found by their e-mail address (compared
 * without regard to case). Reading is for the export; each `anonymise*` method is the one way a table's rows
 * are anonymised (by ids), so an erasure and the retention job change a row the same way: the person's
 * fields are replaced, the row's figures (amounts, counts, status, dates) stay, so reports stay true.
 */
@Injectable()
export class PersonalDataRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  private q<T>(manager: EntityManager | undefined, sql: string, params: unknown[]): Promise<T[]> {
    return (manager ?? this.dataSource.manager).query<T[]>(sql, params);
  }

  // ---- Reading (the export) -------------------------------------------------------------------------

  registrationsOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      event: string;
      eventStartDate: string;
      name: string;
      email: string;
      phone: string;
      address: string;
      numberOfTickets: number;
      totalAmount: string;
      status: string;
      locale: string;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      guardianName: string | null;
      guardianConsentAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT r.id, e.title AS event, e.start_date::text AS "eventStartDate", r.name, r.email, r.phone,
              r.address, r.number_of_tickets AS "numberOfTickets", r.total_amount::text AS "totalAmount",
              r.payment_status::text AS status, r.locale, r.notice_version AS "noticeVersion",
              r.notice_accepted_at AS "noticeAcceptedAt", r.guardian_name AS "guardianName",
              r.guardian_consent_at AS "guardianConsentAt", r.created_at AS "createdAt"
         FROM event_registrations r JOIN events e ON e.id = r.event_id
        WHERE lower(r.email) = $1 ORDER BY r.created_at, r.id`,
      [email],
    );
  }

  waitlistEntriesOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      event: string;
      name: string;
      email: string;
      phone: string;
      numberOfTickets: number;
      status: string;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT w.id, e.title AS event, w.name, w.email, w.phone, w.number_of_tickets AS "numberOfTickets",
              w.status::text AS status, w.notice_version AS "noticeVersion",
              w.notice_accepted_at AS "noticeAcceptedAt", w.created_at AS "createdAt"
         FROM waitlist_entries w JOIN events e ON e.id = w.event_id
        WHERE lower(w.email) = $1 ORDER BY w.created_at, w.id`,
      [email],
    );
  }

  donationsOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      amount: string;
      name: string | null;
      email: string | null;
      phone: string | null;
      pan: string | null;
      address: string | null;
      status: string;
      giftMode: string;
      completedAt: Date | null;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
      receipted: boolean;
    }>(
      manager,
      `SELECT d.id, d.amount::text AS amount, d.name, d.email, d.phone, d.donor_pan AS pan,
              d.donor_address AS address, d.payment_status::text AS status, d.gift_mode AS "giftMode",
              d.completed_at AS "completedAt", d.notice_version AS "noticeVersion",
              d.notice_accepted_at AS "noticeAcceptedAt", d.created_at AS "createdAt",
              EXISTS (SELECT 1 FROM donation_receipts r WHERE r.donation_id = d.id) AS receipted
         FROM donations d WHERE lower(d.email) = $1 ORDER BY d.created_at, d.id`,
      [email],
    );
  }

  receiptsOf(donationIds: string[]) {
    return this.q<{
      donationId: string;
      receiptNumber: string;
      is80G: boolean;
      issuedAt: Date;
      cancelledAt: Date | null;
    }>(
      undefined,
      `SELECT donation_id AS "donationId", receipt_number AS "receiptNumber", is_80g AS "is80G",
              issued_at AS "issuedAt", cancelled_at AS "cancelledAt"
         FROM donation_receipts WHERE donation_id = ANY($1::uuid[]) ORDER BY issued_at, id`,
      [donationIds],
    );
  }

  recurringGiftsOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      amount: string;
      period: string;
      status: string;
      name: string | null;
      email: string;
      phone: string | null;
      pan: string | null;
      address: string | null;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT g.id, g.amount::text AS amount, g.period, g.status, g.name, g.email, g.phone,
              g.donor_pan AS pan, g.donor_address AS address, g.notice_version AS "noticeVersion",
              g.notice_accepted_at AS "noticeAcceptedAt", g.created_at AS "createdAt"
         FROM recurring_gifts g WHERE lower(g.email) = $1 ORDER BY g.created_at, g.id`,
      [email],
    );
  }

  volunteerApplicationsOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      name: string;
      email: string;
      phone: string;
      city: string;
      role: string;
      availability: string;
      message: string;
      status: string;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT a.id, a.name, a.email, a.phone, a.city, a.role_title AS role, a.availability, a.message,
              a.status::text AS status, a.notice_version AS "noticeVersion",
              a.notice_accepted_at AS "noticeAcceptedAt", a.created_at AS "createdAt"
         FROM volunteer_applications a WHERE lower(a.email) = $1 ORDER BY a.created_at, a.id`,
      [email],
    );
  }

  /**
   * Contact messages sent from one of `phones` (the last ten digits, as an Indian mobile number is
   * written with or without +91 and spaces): contact messages carry no e-mail address.
   */
  contactMessagesFrom(phones: string[], manager?: EntityManager) {
    return this.q<{
      id: string;
      fullName: string;
      whatsappNumber: string;
      message: string;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT c.id, c.full_name AS "fullName", c.whatsapp_number AS "whatsappNumber", c.message,
              c.notice_version AS "noticeVersion", c.notice_accepted_at AS "noticeAcceptedAt",
              c.created_at AS "createdAt"
         FROM contact_messages c
        WHERE right(regexp_replace(c.whatsapp_number, '\\D', '', 'g'), 10) = ANY($1::text[])
        ORDER BY c.created_at, c.id`,
      [phones],
    );
  }

  newsletterOf(email: string, manager?: EntityManager) {
    return this.q<{
      id: string;
      noticeVersion: number | null;
      noticeAcceptedAt: Date | null;
      createdAt: Date;
    }>(
      manager,
      `SELECT id, notice_version AS "noticeVersion", notice_accepted_at AS "noticeAcceptedAt",
              created_at AS "createdAt"
         FROM newsletter_subscribers WHERE lower(email) = $1`,
      [email],
    );
  }

  /** Every e-mail to the address in the Outbox. */
  async mailIds(manager: EntityManager, email: string): Promise<string[]> {
    const rows = await this.q<{ id: string }>(
      manager,
      `SELECT id FROM mail_outbox WHERE lower(recipient) = $1`,
      [email],
    );
    return rows.map((row) => row.id);
  }

  /** Locks the person's rows for the erasure (a concurrent erase waits, then finds them anonymised). */
  async lockPerson(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('personal-data:' || $1))`, [email]);
  }

  // ---- Anonymising (by ids): the person's fields go, the figures stay -----------------------------------

  /**
   * Name, e-mail, phone, address, client address and guardian's name of registrations (when the guardian
   * consented stays); the booking link keeps working.
   */
  async anonymiseRegistrations(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE event_registrations SET name = $2, email = 'erased-' || id || '@${ERASED_EMAIL_DOMAIN}',
              phone = '', address = '', client_address = NULL, guardian_name = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids, ERASED_NAME],
    );
    return count;
  }

  /** Waiting-list entries; one still waiting or offered is removed (nobody is left to tell). */
  async anonymiseWaitlistEntries(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE waitlist_entries SET name = $2, email = 'erased-' || id || '@${ERASED_EMAIL_DOMAIN}', phone = '',
              status = CASE WHEN status IN ('waiting', 'offered') THEN 'removed' ELSE status END,
              updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids, ERASED_NAME],
    );
    return count;
  }

  /** Donations that no law keeps: every field of the donor goes; amount, status and dates stay. */
  async anonymiseDonations(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE donations SET name = NULL, email = NULL, phone = NULL, donor_pan = NULL, donor_address = NULL,
              donor_passport_number = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return count;
  }

  /**
   * The receipts of donations past their tax record's period (the retention job): the donor's name, address
   * and PAN go, `donor_erased_at` says when; number, amount, dates and the 80G mark stay.
   */
  async anonymiseReceiptsOf(manager: EntityManager, donationIds: string[]): Promise<number> {
    if (donationIds.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE donation_receipts SET donor_name = $2, donor_address = NULL, donor_pan = NULL,
              donor_erased_at = now()
        WHERE donation_id = ANY($1::uuid[]) AND donor_erased_at IS NULL`,
      [donationIds, ERASED_NAME],
    );
    return count;
  }

  /**
   * Donations whose tax record is kept (they have a receipt): only the phone goes; name, e-mail, address
   * and PAN stay with the receipt (Rule 17AA), and the donor can still open them through My giving.
   */
  async trimKeptDonations(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.query(
      `UPDATE donations SET phone = NULL, updated_at = now() WHERE id = ANY($1::uuid[]) AND phone IS NOT NULL`,
      [ids],
    );
  }

  async anonymiseRecurringGifts(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE recurring_gifts SET name = NULL, email = 'erased-' || id || '@${ERASED_EMAIL_DOMAIN}',
              phone = NULL, donor_pan = NULL, donor_address = NULL, donor_passport_number = NULL,
              updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return count;
  }

  async anonymiseContactMessages(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE contact_messages SET full_name = $2, whatsapp_number = '', message = '' WHERE id = ANY($1::uuid[])`,
      [ids, ERASED_NAME],
    );
    return count;
  }

  async anonymiseVolunteerApplications(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE volunteer_applications SET name = $2, email = 'erased-' || id || '@${ERASED_EMAIL_DOMAIN}',
              phone = '', city = '', availability = '', message = '', updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids, ERASED_NAME],
    );
    return count;
  }

  /** A newsletter subscription has no figures to keep: the row goes. */
  async deleteNewsletterSubscriptions(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `DELETE FROM newsletter_subscribers WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return count;
  }

  /**
   * E-mails: the address and bodies go; kind, subject line and dates stay. One not sent yet is never sent
   * (failed, saying why): its person is gone.
   */
  async anonymiseMails(manager: EntityManager, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE mail_outbox SET recipient = 'erased-' || id || '@${ERASED_EMAIL_DOMAIN}', text_body = '',
              html_body = '', attachments = '[]',
              last_error = CASE WHEN status = 'pending' THEN $2 ELSE last_error END,
              status = CASE WHEN status = 'pending' THEN 'failed'::mail_status ELSE status END,
              updated_at = now()
        WHERE id = ANY($1::uuid[])`,
      [ids, "Not sent: the recipient's personal data was erased"],
    );
    return count;
  }

  /**
   * Donor links of the address, when nothing of the person is kept: they keep working (erasing again is a
   * no-op) but open an address that holds nothing.
   */
  async detachDonorLinks(manager: EntityManager, email: string): Promise<void> {
    await manager.query(
      `UPDATE donor_link_tokens SET email = 'erased-' || gen_random_uuid() || '@${ERASED_EMAIL_DOMAIN}'
        WHERE email = $1`,
      [email],
    );
  }

  // ---- Correcting ------------------------------------------------------------------------------------

  async correctRegistration(
    manager: EntityManager,
    id: string,
    fields: { name?: string; phone?: string; address?: string },
  ): Promise<void> {
    await manager.query(
      `UPDATE event_registrations SET name = coalesce($2, name), phone = coalesce($3, phone),
              address = coalesce($4, address), updated_at = now()
        WHERE id = $1`,
      [id, fields.name ?? null, fields.phone ?? null, fields.address ?? null],
    );
  }
}
