import { Injectable } from '@nestjs/common';
import type { PublicTicketType } from '@foundation/shared';
import { seatsLeft } from './seat-usage.js';
import { TicketTypesRepository } from './ticket-types.repository.js';

@Injectable()
export class TicketTypesService {
  constructor(private readonly ticketTypes: TicketTypesRepository) {}

  /** The ticket type prices of each of these events (for their "from" prices); no entry for none. */
  lowestPricesOf(eventIds: string[]): Promise<Map<string, number>> {
    return this.ticketTypes.findLowestPrices(eventIds);
  }

  /** An event's ticket types, cheapest first (docs/product.md §7), each with its seats left. */
  async listPublicForEvent(eventId: string): Promise<PublicTicketType[]> {
    const types = await this.ticketTypes.findPublicForEvent(eventId);
    return types.map((type) => {
      const left = seatsLeft(type.availableQuantity, type.seatsTaken);
      return {
        id: type.id,
        name: type.name,
        price: type.price,
        description: type.description,
        nameHi: type.nameHi,
        descriptionHi: type.descriptionHi,
        availableQuantity: type.availableQuantity,
        seatsLeft: left,
        soldOut: left !== null && left <= 0,
      };
    });
  }
}
