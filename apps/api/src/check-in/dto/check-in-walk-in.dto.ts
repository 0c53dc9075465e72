import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WALK_IN_PAYMENT_MODES } from '@foundation/shared';
import { CheckInDeviceDto } from './check-in-scan-batch.dto.js';

/**
 * The OpenAPI description of `POST /api/check-in/walk-ins` (CheckInWalkInRequest in libs/shared). The body
 * is checked by parseWalkIn (walk-in-body.ts), which names the field of the first problem; these classes
 * only describe it, they validate nothing.
 */
const CLIENT_ID = { pattern: '^[A-Za-z0-9_.:-]{8,80}$', example: '5b9e1f0c-walk-in-2f8a' };

export class WalkInPaymentDto {
  @ApiProperty({ enum: WALK_IN_PAYMENT_MODES, description: 'cash in hand, a UPI QR code, or free' })
  mode: string;

  @ApiProperty({
    type: 'number',
    minimum: 0,
    maximum: 100000000,
    example: 500,
    description: 'Rupees taken (at least the price, which the server computes; 0 for free)',
  })
  amount: number;

  @ApiPropertyOptional({ maxLength: 100, description: 'A receipt book number or UPI reference' })
  reference?: string;
}

export class CheckInWalkInDto {
  @ApiProperty({
    ...CLIENT_ID,
    description: "The phone's id of the walk-in: sending it again changes nothing",
  })
  clientWalkInId: string;

  @ApiProperty({ type: CheckInDeviceDto })
  device: CheckInDeviceDto;

  @ApiProperty({ format: 'uuid' })
  eventId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required when the event has ticket types' })
  ticketTypeId?: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10 })
  numberOfTickets: number;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  name: string;

  @ApiPropertyOptional({ pattern: '^\\+?[0-9 ()-]{6,20}$', example: '+91 98765 43210' })
  phone?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: 320 })
  email?: string;

  @ApiProperty({ type: WalkInPaymentDto })
  payment: WalkInPaymentDto;

  @ApiPropertyOptional({
    format: 'date-time',
    description: "When the phone recorded it (the phone's clock; at most a day ahead of the server's)",
  })
  recordedAt?: string;
}
