import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsString, MaxLength } from 'class-validator';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  NEWSLETTER_MESSAGES,
  type NewsletterSubscriptionRequest,
} from '@foundation/shared';

export class SubscribeNewsletterDto implements NewsletterSubscriptionRequest {
  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.emailMax, example: 'asha@example.org' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: CONTACT_MESSAGES.emailInvalid })
  @MaxLength(CONTACT_LIMITS.emailMax, { message: CONTACT_MESSAGES.emailInvalid })
  @IsEmail({}, { message: CONTACT_MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({
    type: Boolean,
    enum: [true],
    description: "The newsletter's own consent box, unticked until the visitor ticks it: must be true",
  })
  @Equals(true, { message: NEWSLETTER_MESSAGES.consentRequired })
  consent: boolean;
}
