import { Injectable } from '@nestjs/common';
import {
  indiaCalendarDate,
  type EventCategory,
  type EventDetail,
  type EventSummary,
  type EventType,
} from '@foundation/shared';
import { MediaVariantsService, withVariants } from '../media/index.js';
import { TicketTypesService } from '../ticket-types/index.js';
import { toEventDetail, toEventSummary } from './event.presenter.js';
import { EventErrorCode, eventError } from './events.errors.js';
import { EventsRepository } from './events.repository.js';

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly ticketTypes: TicketTypesService,
    private readonly mediaVariants: MediaVariantsService,
  ) {}

  /**
   * The upcoming events: active ones, optionally of one type and of some categories, that have not ended (end date today or later
   * in India), soonest start first. The public read cache keeps this answer for a few seconds
   * (PUBLIC_CACHE_TTL_MS) and the site's server for a minute, so an event that ended at midnight India time
   * leaves the lists within about a minute of it.
   */
  async listPublic(
    type?: EventType,
    now = new Date(),
    categories?: EventCategory[],
  ): Promise<EventSummary[]> {
    const rows = await this.events.findUpcoming(indiaCalendarDate(now), type, categories);
    const ids = rows.map((event) => event.id);
    const [imageVariants, lowestPrices] = await Promise.all([
      this.mediaVariants.variantsFor(rows.map((event) => event.imageUrl)),
      this.ticketTypes.lowestPricesOf(ids),
    ]);
    return rows.map((event) => {
      const lowest = lowestPrices.get(event.id);
      const summary = toEventSummary(event, lowest === undefined ? [] : [lowest], now);
      return withVariants(summary, imageVariants, [event.imageUrl]);
    });
  }

  /**
   * One active event by its slug with its ticket types by price ascending, ended or not (its page stays
   * reachable and says it has ended); 404 when there is none.
   */
  async findPublicBySlug(urlSlug: string, now = new Date()): Promise<EventDetail> {
    const event = await this.events.findActiveBySlug(urlSlug);
    if (!event) throw eventError(EventErrorCode.NotFound);
    const images = [event.imageUrl, ...event.gallery.map((item) => item.imageUrl)];
    const [ticketTypes, imageVariants] = await Promise.all([
      this.ticketTypes.listPublicForEvent(event.id),
      this.mediaVariants.variantsFor(images),
    ]);
    return withVariants(toEventDetail(event, ticketTypes, now), imageVariants, images);
  }
}
