import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  RECURRING_GIFT_STATUSES,
  RECURRING_PERIODS,
  type RecurringGiftStatus,
  type RecurringPeriod,
  type Locale,
  type DonorCitizenship,
} from '@foundation/shared';
import {
  containsPattern,
  filterReaders,
  type ListSpec,
  type ParsedListQuery,
} from '../common/ra-list/parse-list-query.js';
import { type NoticeAcceptance } from '../privacy/index.js';

/** A recurring gift with what its charges add up to (each charge is a completed donation). */
export interface RecurringGiftRecord {
  id: string;
  period: RecurringPeriod;
  /** Rupees per charge, PostgreSQL's exact decimal text. */
  amount: string;
  currency: string;
  status: RecurringGiftStatus;
  provider: string;
  subscriptionId: string | null;
  totalCount: number;
  name: string | null;
  email: string;
  phone: string | null;
  donorPan: string | null;
  donorAddress: string | null;
  accessTokenHash: string;
  firstChargedAt: Date | null;
  nextChargeAt: Date | null;
  statusEventAt: Date | null;
  cancelledAt: Date | null;
  failureReason: string | null;
  createdAt: Date;
  chargesCount: number;
  /** Rupees received so far, exact decimal text. */
  totalReceived: string;
  /** The donor's language: the gift's e-mails and receipts speak it. */
  locale: Locale;
  projectId: string | null;
  /** The hash of the key of the e-mailed link that sets this gift up again after a failed debit. */
  renewalKeyHash: string | null;
  /** The stopped gift this one sets up again (cancelled once this one is authorised), or null. */
  renewsGiftId: string | null;
}

export interface NewRecurringGift extends NoticeAcceptance {
  period: RecurringPeriod;
  amount: string;
  provider: string;
  totalCount: number;
  name: string | null;
  email: string;
  phone: string | null;
  donorPan: string | null;
  donorAddress: string | null;
  accessTokenHash: string;
  /** The donation project each charge is designated to (checked active when the gift is created), or null. */
  projectId: string | null;
  locale: Locale;
  /** The donor's declaration (an Indian citizen's; a foreign source cannot give recurring gifts online). */
  donorCitizenship: DonorCitizenship | null;
  donorPassportNumber: string | null;
  /** The stopped gift this one sets up again, or null. */
  renewsGiftId: string | null;
}

export type RecurringGiftWhere = { id: string } | { subscriptionId: string };

export interface RecurringGiftFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  status: RecurringGiftStatus;
  period: RecurringPeriod;
}

export const RECURRING_GIFT_LIST_SPEC: ListSpec<RecurringGiftFilters> = {
  sortable: {
    id: 'g.id',
    createdAt: 'g.created_at',
    name: 'g.name',
    email: 'g.email',
    amount: 'g.amount',
    period: 'g.period',
    status: 'g.status',
    nextChargeAt: 'g.next_charge_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    status: filterReaders.oneOf(RECURRING_GIFT_STATUSES),
    period: filterReaders.oneOf(RECURRING_PERIODS),
  },
};

const COLUMNS = `g.id, g.period, g.amount::text AS amount, g.currency, g.status, g.provider,
  g.subscription_id AS "subscriptionId", g.total_count AS "totalCount", g.name, g.email, g.phone,
  g.donor_pan AS "donorPan", g.donor_address AS "donorAddress", g.access_token_hash AS "accessTokenHash",
  g.first_charged_at AS "firstChargedAt", g.next_charge_at AS "nextChargeAt",
  g.status_event_at AS "statusEventAt", g.cancelled_at AS "cancelledAt", g.failure_reason AS "failureReason",
  g.created_at AS "createdAt", g.locale, g.project_id AS "projectId",
  g.renewal_key_hash AS "renewalKeyHash", g.renews_gift_id AS "renewsGiftId",
  (SELECT count(*) FROM donations d WHERE d.recurring_gift_id = g.id AND d.payment_status = 'completed')::int
    AS "chargesCount",
  (SELECT coalesce(sum(d.amount), 0) FROM donations d
    WHERE d.recurring_gift_id = g.id AND d.payment_status = 'completed')::text AS "totalReceived"`;

const whereColumn = (where: RecurringGiftWhere): [string, string] =>
  'id' in where ? ['g.id', where.id] : ['g.subscription_id', where.subscriptionId];

/** Every query of recurring gifts. */
@Injectable()
export class RecurringGiftsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insertCreated(gift: NewRecurringGift): Promise<string> {
    const [inserted] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO recurring_gifts (period, amount, provider, total_count, name, email, phone, donor_pan,
         donor_address, access_token_hash, project_id, locale, donor_citizenship, donor_passport_number,
         renews_gift_id, notice_version, notice_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      [
        gift.period,
        gift.amount,
        gift.provider,
        gift.totalCount,
        gift.name,
        gift.email,
        gift.phone,
        gift.donorPan,
        gift.donorAddress,
        gift.accessTokenHash,
        gift.projectId,
        gift.locale,
        gift.donorCitizenship,
        gift.donorPassportNumber,
        gift.renewsGiftId,
        gift.noticeVersion,
        gift.noticeAcceptedAt,
      ],
    );
    return inserted.id;
  }

  /** Stores the hash of the key of the gift's "set it up again" link (a new link replaces the old). */
  async setRenewalKey(manager: EntityManager, id: string, keyHash: string): Promise<void> {
    await manager.query(
      `UPDATE recurring_gifts SET renewal_key_hash = $2, updated_at = now() WHERE id = $1`,
      [id, keyHash],
    );
  }

  /** The title of the gift's donation project in the language (English when it has no Hindi), or null. */
  async projectTitle(manager: EntityManager, id: string, locale: Locale): Promise<string | null> {
    const [row] = await manager.query<{ title: string }[]>(
      `SELECT CASE WHEN $2 = 'hi' AND p.title_hi IS NOT NULL AND p.title_hi <> '' THEN p.title_hi ELSE p.title END
                AS title
         FROM recurring_gifts g JOIN donation_projects p ON p.id = g.project_id WHERE g.id = $1`,
      [id, locale],
    );
    return row?.title ?? null;
  }

  async attachSubscription(id: string, subscriptionId: string, planId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE recurring_gifts SET subscription_id = $2, provider_plan_id = $3, updated_at = now() WHERE id = $1`,
      [id, subscriptionId, planId],
    );
  }

  /** Fails the gift if it is still `created` (never authorised). Whether it changed. */
  async failCreated(id: string, reason: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE recurring_gifts SET status = 'failed', failure_reason = $2, updated_at = now()
        WHERE id = $1 AND status = 'created'`,
      [id, reason],
    );
    return count > 0;
  }

  /** The gifts a donor authorised with this e-mail (any case), newest first: never-authorised ones are left out. */
  async listAuthorisedForEmail(email: string): Promise<RecurringGiftRecord[]> {
    return this.dataSource.query<RecurringGiftRecord[]>(
      `SELECT ${COLUMNS} FROM recurring_gifts g
        WHERE lower(g.email) = lower($1) AND g.status NOT IN ('created', 'failed')
        ORDER BY g.created_at DESC`,
      [email],
    );
  }

  /**
   * One gift, or null; `lock` holds its row until the caller's transaction ends. FOR NO KEY UPDATE, not FOR
   * UPDATE: a charge's donation is inserted first, and its foreign key takes a KEY SHARE lock on the gift
   * that FOR UPDATE would wait for, so two charges at once would deadlock.
   */
  async findOne(
    where: RecurringGiftWhere,
    { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<RecurringGiftRecord | null> {
    const [column, value] = whereColumn(where);
    if (lock)
      await manager.query(`SELECT id FROM recurring_gifts g WHERE ${column} = $1 FOR NO KEY UPDATE`, [value]);
    const [row] = await manager.query<RecurringGiftRecord[]>(
      `SELECT ${COLUMNS} FROM recurring_gifts g WHERE ${column} = $1`,
      [value],
    );
    return row ?? null;
  }

  async setStatus(
    manager: EntityManager,
    id: string,
    status: RecurringGiftStatus,
    eventAt: Date | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE recurring_gifts SET status = $2::varchar, status_event_at = coalesce($3::timestamptz, status_event_at),
         cancelled_at = CASE WHEN $2::varchar = 'cancelled' THEN coalesce(cancelled_at, now()) ELSE cancelled_at END,
         cancelled_by = CASE WHEN $2::varchar = 'cancelled' THEN coalesce(cancelled_by, 'provider') ELSE cancelled_by END,
         updated_at = now()
        WHERE id = $1`,
      [id, status, eventAt],
    );
  }

  /** Notes a charge: the first charge's time once, and the next charge's time when it is later than known. */
  async noteCharge(manager: EntityManager, id: string, nextChargeAt: Date | null): Promise<void> {
    await manager.query(
      `UPDATE recurring_gifts SET first_charged_at = coalesce(first_charged_at, now()),
         next_charge_at = CASE WHEN $2::timestamptz IS NULL THEN next_charge_at
                               ELSE greatest(coalesce(next_charge_at, $2::timestamptz), $2::timestamptz) END,
         updated_at = now()
        WHERE id = $1`,
      [id, nextChargeAt],
    );
  }

  /** The provider's next charge time, when later than the one known. */
  async noteNextCharge(manager: EntityManager, id: string, nextChargeAt: Date): Promise<void> {
    await manager.query(
      `UPDATE recurring_gifts SET next_charge_at = greatest(coalesce(next_charge_at, $2::timestamptz), $2::timestamptz),
         updated_at = now()
        WHERE id = $1`,
      [id, nextChargeAt],
    );
  }

  async markCancelled(manager: EntityManager, id: string, by: 'donor' | 'staff'): Promise<void> {
    await manager.query(
      `UPDATE recurring_gifts SET status = 'cancelled', cancelled_at = now(), cancelled_by = $2, updated_at = now()
        WHERE id = $1`,
      [id, by],
    );
  }

  /** A page of the admin list and the number of all matches. */
  async listForAdmin({
    sort,
    offset,
    limit,
    filter,
  }: ParsedListQuery<RecurringGiftFilters>): Promise<{ rows: RecurringGiftRecord[]; total: number }> {
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM recurring_gifts g ${whereSql}`,
      params,
    );
    const rows = await this.dataSource.query<RecurringGiftRecord[]>(
      `SELECT ${COLUMNS} FROM recurring_gifts g ${whereSql}
        ORDER BY ${sort.column} ${sort.order} NULLS LAST, g.id ASC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }
}

function whereClause(filter: Partial<RecurringGiftFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`g.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.status) where.push(`g.status = ${param(filter.status)}`);
  if (filter.period) where.push(`g.period = ${param(filter.period)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(g.name ILIKE ${q} OR g.email ILIKE ${q} OR g.phone ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
