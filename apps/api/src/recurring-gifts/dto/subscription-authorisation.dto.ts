import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { SubscriptionAuthorisationRequest } from '@foundation/shared';

/** Checkout's authorisation of a subscription, posted by the browser. Only the signature check decides. */
export class SubscriptionAuthorisationDto implements SubscriptionAuthorisationRequest {
  @ApiProperty({ maxLength: 64, pattern: '^pay_[A-Za-z0-9]+$' })
  @IsString()
  @MaxLength(64)
  @Matches(/^pay_[A-Za-z0-9]+$/, { message: 'razorpay_payment_id has the wrong format' })
  razorpay_payment_id: string;

  @ApiProperty({ maxLength: 64, pattern: '^sub_[A-Za-z0-9]+$' })
  @IsString()
  @MaxLength(64)
  @Matches(/^sub_[A-Za-z0-9]+$/, { message: 'razorpay_subscription_id has the wrong format' })
  razorpay_subscription_id: string;

  @ApiProperty({ maxLength: 128, pattern: '^[A-Za-z0-9]+$' })
  @IsString()
  @MaxLength(128)
  @Matches(/^[A-Za-z0-9]+$/, { message: 'razorpay_signature has the wrong format' })
  razorpay_signature: string;
}
