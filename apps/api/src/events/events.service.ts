import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES, type EventDetail, type EventSummary, type EventType } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { MediaVariantsService, withVariants } from '../media/media-variants.service.js';
import { TicketTypesService } from '../ticket-types/ticket-types.service.js';
import { EventEntity } from './event.entity.js';
import { toEventDetail, toEventSummary } from './event.presenter.js';

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly ticketTypes: TicketTypesService,
    private readonly mediaVariants: MediaVariantsService,
  ) {}

  /** Active events, optionally of one type, by start date ascending (SPEC section 7). */
  async listPublic(type?: EventType, now = new Date()): Promise<EventSummary[]> {
    const rows = await this.events.find({
      where: { isActive: true, ...(type ? { eventType: type } : {}) },
      order: { startDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    const imageVariants = await this.mediaVariants.variantsFor(rows.map((event) => event.imageUrl));
    return rows.map((event) => withVariants(toEventSummary(event, now), imageVariants, [event.imageUrl]));
  }

  /** One active event by its slug with its ticket types by price ascending; 404 when there is none. */
  async findPublicBySlug(urlSlug: string, now = new Date()): Promise<EventDetail> {
    const event = await this.events.findOne({ where: { urlSlug, isActive: true } });
    if (!event) throw ApiError.notFound(MESSAGES.eventNotFound);
    const images = [event.imageUrl, ...event.gallery.map((item) => item.imageUrl)];
    const [ticketTypes, imageVariants] = await Promise.all([
      this.ticketTypes.listPublicForEvent(event.id),
      this.mediaVariants.variantsFor(images),
    ]);
    return withVariants(toEventDetail(event, ticketTypes, now), imageVariants, images);
  }
}
