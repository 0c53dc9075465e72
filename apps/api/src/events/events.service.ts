import { Injectable } from '@nestjs/common';
import { type EventDetail, type EventSummary, type EventType } from '@foundation/shared';
import { MediaVariantsService, withVariants } from '../media/media-variants.service.js';
import { TicketTypesService } from '../ticket-types/ticket-types.service.js';
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

  /** Active events, optionally of one type, by start date ascending (docs/product.md §7). */
  async listPublic(type?: EventType, now = new Date()): Promise<EventSummary[]> {
    const rows = await this.events.findActive(type);
    const imageVariants = await this.mediaVariants.variantsFor(rows.map((event) => event.imageUrl));
    return rows.map((event) => withVariants(toEventSummary(event, now), imageVariants, [event.imageUrl]));
  }

  /** One active event by its slug with its ticket types by price ascending; 404 when there is none. */
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
