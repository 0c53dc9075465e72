import { Injectable } from '@nestjs/common';
import { type AdminWaitlistEntry } from '@foundation/shared';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { waitlistError, WaitlistErrorCode } from './waitlist.errors.js';
import { toAdminWaitlistEntry } from './waitlist.presenter.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';

/** `waitlist-entries` for staff: the list (offers settled first, so statuses are current), one, offer, remove. */
@Injectable()
export class AdminWaitlistService {
  constructor(
    private readonly entries: WaitlistRepository,
    private readonly waitlist: WaitlistService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminWaitlistEntry>> {
    await this.entries.settleOffers();
    const page = await this.entries.list(query);
    return { ...page, rows: page.rows.map(toAdminWaitlistEntry) };
  }

  async get(id: string): Promise<AdminWaitlistEntry> {
    const entry = await this.entries.find(id);
    if (!entry) throw waitlistError(WaitlistErrorCode.EntryNotFound);
    await this.entries.settleOffers(entry.eventId);
    return toAdminWaitlistEntry((await this.entries.find(id)) ?? entry);
  }

  async offerNow(id: string): Promise<AdminWaitlistEntry> {
    return toAdminWaitlistEntry(await this.waitlist.offerNow(id));
  }

  async remove(id: string): Promise<AdminWaitlistEntry> {
    return toAdminWaitlistEntry((await this.waitlist.remove(id)).after);
  }
}
