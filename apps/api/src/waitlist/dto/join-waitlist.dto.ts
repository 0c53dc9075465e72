import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';
import { type JoinWaitlistRequest } from '@foundation/shared';
import { CreateRegistrationDto } from '../../registrations/index.js';

const TICKET_TYPE_MESSAGE = 'ticketTypeId must be the id of one of the event\u2019s ticket types';

/**
 * Body of `POST /api/events/{slug}/waitlist`: the registration's fields and rules (the same validators and
 * messages, taken from its DTO), without the address, and with the ticket type required (only a type with
 * a quantity can sell out).
 */
export class JoinWaitlistDto
  extends PickType(CreateRegistrationDto, ['numberOfTickets', 'name', 'email', 'phone', 'locale'] as const)
  implements JoinWaitlistRequest
{
  @ApiProperty({ format: 'uuid', description: 'The sold-out ticket type' })
  @IsNotEmpty({ message: TICKET_TYPE_MESSAGE })
  @IsUUID('all', { message: TICKET_TYPE_MESSAGE })
  ticketTypeId: string;
}
