import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PublicTicketType } from '@foundation/shared';
import { seatsLeft, seatsTakenSql } from './seat-usage.js';

interface TicketTypeWithSeatsRow {
  id: string;
  name: string;
  price: string;
  description: string | null;
  available_quantity: number | null;
  seats_taken: number;
}

@Injectable()
export class TicketTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** An event's ticket types, cheapest first (SPEC section 7), each with its seats left. */
  async listPublicForEvent(eventId: string): Promise<PublicTicketType[]> {
    const rows: TicketTypeWithSeatsRow[] = await this.dataSource.query(
      `SELECT t.id, t.name, t.price, t.description, t.available_quantity, ${seatsTakenSql('t.id')} AS seats_taken
         FROM event_ticket_types t
        WHERE t.event_id = $1
        ORDER BY t.price ASC, t.created_at ASC, t.id ASC`,
      [eventId],
    );
    return rows.map((row) => {
      const left = seatsLeft(row.available_quantity, row.seats_taken);
      return {
        id: row.id,
        name: row.name,
        price: Number(row.price),
        description: row.description,
        availableQuantity: row.available_quantity,
        seatsLeft: left,
        soldOut: left !== null && left <= 0,
      };
    });
  }
}
