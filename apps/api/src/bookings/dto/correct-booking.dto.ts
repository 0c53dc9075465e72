import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, Validate } from 'class-validator';
import { type CorrectBookingRequest } from '@foundation/shared';
import { IsPhoneConstraint, PHONE_MESSAGE, PHONE_PATTERN, trim } from '../../payments/index.js';

/**
 * Body of `PATCH /api/bookings/{token}`: the attendee's own details, each checked as the registration form
 * checks it (CreateRegistrationDto). The e-mail is the booking's key and stays; PAN is a donor's, set
 * through My giving's tax details.
 */
export class CorrectBookingDto implements CorrectBookingRequest {
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;

  @ApiPropertyOptional({ pattern: PHONE_PATTERN.source, example: '+919800000000' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: PHONE_MESSAGE })
  @IsNotEmpty({ message: 'phone is required' })
  @Validate(IsPhoneConstraint)
  phone?: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'address is required' })
  @IsNotEmpty({ message: 'address is required' })
  @MaxLength(1000, { message: 'address must be at most 1000 characters' })
  address?: string;
}
