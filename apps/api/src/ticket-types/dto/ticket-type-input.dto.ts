import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HINDI_TWIN_LIMITS } from '@foundation/shared';
import { HindiTwin } from '../../common/validation/hindi-twin.js';
import { Allow, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export const MAX_PRICE = 9_999_999_999.99;
export const MAX_QUANTITY = 1_000_000;

/**
 * A ticket type as the admin sends it, inside an event (`ticketTypes`) or alone. Name and price are checked
 * by the documented rule ('All ticket types must have a valid name and non-negative price'); this checks types.
 * Read-only fields the admin panel sends back (seats sold, dates) are accepted and ignored.
 */
export class TicketTypeFieldsDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Given for an existing type, absent for a new one' })
  @IsOptional()
  @IsUUID('all', { message: 'ticket type id must be a UUID' })
  id?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 120,
    description: 'Required for a new type; kept when absent on update',
  })
  @IsOptional()
  @IsString({ message: 'name must be text' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name?: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: MAX_PRICE,
    description: 'Rupees, at most two decimals; required for a new type',
  })
  @IsOptional()
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'price must be a number with at most two decimals' },
  )
  @Max(MAX_PRICE, { message: 'price is too large' })
  price?: number;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: MAX_QUANTITY,
    description: 'Seats of this type; empty means unlimited',
  })
  @IsOptional()
  @IsInt({ message: 'availableQuantity must be a whole number' })
  @Min(0, { message: 'availableQuantity cannot be negative' })
  @Max(MAX_QUANTITY, { message: `availableQuantity may be at most ${MAX_QUANTITY}` })
  availableQuantity?: number | null;

  @HindiTwin(HINDI_TWIN_LIMITS.ticketTypes.nameHi) nameHi?: string | null;
  @HindiTwin(HINDI_TWIN_LIMITS.ticketTypes.descriptionHi) descriptionHi?: string | null;

  // Read-only fields of the admin JSON, ignored when sent back.
  @Allow() eventTitle?: unknown;
  @Allow() seatsSold?: unknown;
  @Allow() seatsHeld?: unknown;
  @Allow() seatsLeft?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() updatedAt?: unknown;
}

/** A type inside an event's `ticketTypes`, and `PUT /api/admin/ticket-types/:id` (its event cannot change). */
export class TicketTypeInputDto extends TicketTypeFieldsDto {
  @ApiPropertyOptional({ format: 'uuid', readOnly: true })
  @IsOptional()
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId?: string;
}

/** `POST /api/admin/ticket-types`: a type for one event. */
export class CreateTicketTypeDto extends TicketTypeFieldsDto {
  // Required here (the service refuses a new type without them); the validators are the parent's.
  @ApiProperty({ required: true, type: String, maxLength: 120 })
  declare name?: string;

  @ApiProperty({
    required: true,
    type: Number,
    minimum: 0,
    maximum: MAX_PRICE,
    description: 'Rupees, at most two decimals',
  })
  declare price?: number;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId: string;
}
