import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type NewsletterSubscriptionRequest } from '@foundation/shared';

export class SubscribeNewsletterDto implements NewsletterSubscriptionRequest {
  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.emailMax, example: 'asha@example.org' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: CONTACT_MESSAGES.emailInvalid })
  @MaxLength(CONTACT_LIMITS.emailMax, { message: CONTACT_MESSAGES.emailInvalid })
  @IsEmail({}, { message: CONTACT_MESSAGES.emailInvalid })
  email: string;
}
