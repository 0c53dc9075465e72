import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
} from 'class-validator';
import { DONATION_TYPES, type CreateDonationOrderRequest, type DonationType } from '@foundation/shared';
import { EMAIL_MESSAGE, IsPhoneConstraint, trim, trimLower } from '../../payments/dto/payer-contact.js';

/** Largest amount allowed by the validator; the configured DONATION_MAX_RUPEES is checked by the service. */
export const ABSOLUTE_MAX_RUPEES = 100_000_000;
export const AMOUNT_MESSAGE = 'amount must be a whole number of rupees, at least 1';

/** Body of `POST /api/create-order` (docs/product.md: `{amount}`, whole rupees; donor fields optional). */
export class CreateDonationOrderDto implements CreateDonationOrderRequest {
  @ApiProperty({ type: 'integer', description: 'Whole rupees', minimum: 1, maximum: ABSOLUTE_MAX_RUPEES })
  @IsInt({ message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @Max(ABSOLUTE_MAX_RUPEES, { message: 'amount is too large' })
  amount: number;

  @ApiPropertyOptional({ enum: DONATION_TYPES })
  @IsOptional()
  @IsIn(DONATION_TYPES, { message: 'donationType must be monthly, yearly or one-time' })
  donationType?: DonationType;

  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: 320 })
  @IsOptional()
  @Transform(trimLower)
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(320, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email?: string;

  @ApiPropertyOptional({ example: '+919800000000' })
  @IsOptional()
  @Transform(trim)
  @Validate(IsPhoneConstraint)
  phone?: string;
}
