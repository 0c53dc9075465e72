import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type RefundDonationRequest } from '@foundation/shared';
import { trim } from '../../payments/index.js';

/** Body of `POST /api/admin/donations/{id}/refund`: why the gift is refunded (printed on its cancelled receipt). */
export class RefundDonationDto implements RefundDonationRequest {
  @ApiProperty({ example: 'Donor paid twice by mistake', minLength: 1, maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'reason is required: it is printed on the cancelled receipt' })
  @IsNotEmpty({ message: 'reason is required: it is printed on the cancelled receipt' })
  @MaxLength(200, { message: 'reason must be at most 200 characters' })
  reason: string;
}
