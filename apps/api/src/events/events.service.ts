import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MESSAGES, type EventDetail, type EventSummary, type EventType } from '@foundation/shared';
import { ApiError } from '../common/http/api-error.js';
import { TicketTypesService } from '../ticket-types/ticket-types.service.js';
import { EventEntity } from './event.entity.js';
import { toEventDetail, toEventSummary } from './event.presenter.js';

@Injectable()
export class EventsService {
  constructor(
    @InjectRepository(EventEntity) private readonly events: Repository<EventEntity>,
    private readonly ticketTypes: TicketTypesService,
  ) {}

  /** Active events, optionally of one type, by start date ascending (SPEC section 7). */
  async listPublic(type?: EventType, now = new Date()): Promise<EventSummary[]> {
    const rows = await this.events.find({
      where: { isActive: true, ...(type ? { eventType: type } : {}) },
      order: { startDate: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map((event) => toEventSummary(event, now));
  }

  /** One active event by its slug with its ticket types by price ascending; 404 when there is none. */
  async findPublicBySlug(urlSlug: string, now = new Date()): Promise<EventDetail> {
    const event = await this.events.findOne({ where: { urlSlug, isActive: true } });
    if (!event) throw ApiError.notFound(MESSAGES.eventNotFound);
    const ticketTypes = await this.ticketTypes.listPublicForEvent(event.id);
    return toEventDetail(event, ticketTypes, now);
  }
}
