import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  STAFF_REFUND_CHOICES,
  type StaffCancelRegistrationRequest,
  type StaffRefundChoice,
} from '@foundation/shared';

/** Body of `POST /api/admin/registrations/:id/cancel`: staff cancel a booking on the attendee's behalf. */
export class StaffCancelRegistrationDto implements StaffCancelRegistrationRequest {
  @ApiProperty({
    enum: STAFF_REFUND_CHOICES,
    description: "full: all that was paid; rule: what the event's rule gives (ignoring its deadline); none",
  })
  @IsIn(STAFF_REFUND_CHOICES, { message: 'refund must be full, rule or none' })
  refund: StaffRefundChoice;
}
