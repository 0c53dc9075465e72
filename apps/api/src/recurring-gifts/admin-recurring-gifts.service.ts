import { Injectable } from '@nestjs/common';
import { maskPan, type AdminRecurringGift } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { recurringGiftError, RecurringGiftErrorCode } from './recurring-gifts.errors.js';
import {
  RECURRING_GIFT_LIST_SPEC,
  RecurringGiftsRepository,
  type RecurringGiftRecord,
} from './recurring-gifts.repository.js';
import { RecurringGiftsService, toRecurringGiftView } from './recurring-gifts.service.js';

export const toAdminRecurringGift = (gift: RecurringGiftRecord): AdminRecurringGift => ({
  ...toRecurringGiftView(gift),
  name: gift.name,
  email: gift.email,
  subscriptionId: gift.subscriptionId,
  totalReceived: Number(gift.totalReceived),
});

/** What the audit log keeps of a gift: its state, never its token hash or whole PAN. */
const audited = (gift: RecurringGiftRecord) => ({
  status: gift.status,
  cancelledAt: gift.cancelledAt ? new Date(gift.cancelledAt).toISOString() : null,
  subscriptionId: gift.subscriptionId,
  panMasked: gift.donorPan ? maskPan(gift.donorPan) : null,
});

/** Recurring gifts in the admin API: list, one gift, and cancel (audited). */
@Injectable()
export class AdminRecurringGiftsService {
  constructor(
    private readonly gifts: RecurringGiftsRepository,
    private readonly service: RecurringGiftsService,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminRecurringGift>> {
    const parsed = parseListQuery(query, RECURRING_GIFT_LIST_SPEC);
    const { rows, total } = await this.gifts.listForAdmin(parsed);
    return { rows: rows.map(toAdminRecurringGift), total, offset: parsed.offset };
  }

  async get(id: string): Promise<AdminRecurringGift> {
    const gift = await this.gifts.findOne({ id });
    if (!gift) throw recurringGiftError(RecurringGiftErrorCode.NotFound);
    return toAdminRecurringGift(gift);
  }

  /** Cancels at the provider and here (idempotent); the change is audited in its own transaction. */
  async cancel(id: string): Promise<AdminRecurringGift> {
    const gift = await this.service.cancel(id, 'staff', (manager, before, after) =>
      this.audit.record(manager, {
        action: 'update',
        resource: 'recurring-gifts',
        resourceId: id,
        before: audited(before),
        after: audited(after),
        details: { cancelled: true },
      }),
    );
    return toAdminRecurringGift(gift);
  }
}
