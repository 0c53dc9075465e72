import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { PaymentConfirmationRequest } from '@foundation/shared';

/**
 * Checkout's result, posted by the browser for a registration or a donation. Only the signature check
 * decides whether it is genuine.
 */
export class PaymentConfirmationDto implements PaymentConfirmationRequest {
  @ApiProperty({ maxLength: 64, pattern: '^[A-Za-z0-9_]+$' })
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_]+$/, { message: 'razorpay_order_id has the wrong format' })
  razorpay_order_id: string;

  @ApiProperty({ maxLength: 64, pattern: '^[A-Za-z0-9_]+$' })
  @IsString()
  @MaxLength(64)
  @Matches(/^[A-Za-z0-9_]+$/, { message: 'razorpay_payment_id has the wrong format' })
  razorpay_payment_id: string;

  @ApiProperty({ maxLength: 128, pattern: '^[A-Za-z0-9]+$' })
  @IsString()
  @MaxLength(128)
  @Matches(/^[A-Za-z0-9]+$/, { message: 'razorpay_signature has the wrong format' })
  razorpay_signature: string;
}
