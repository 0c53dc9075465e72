import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, Validate } from 'class-validator';
import { MESSAGES, type CorrectReceiptRequest } from '@foundation/shared';
import { trim } from '../../payments/index.js';
import { ADDRESS_MAX_LENGTH } from './create-donation-order.dto.js';
import { IsPanConstraint, upperPan } from './record-offline-gift.dto.js';

/**
 * Body of `POST /api/admin/donations/{id}/correct-receipt`: the details to print instead of the receipt's
 * (at least one that differs; a PAN needs an address on the receipt or in the body) and why.
 */
export class CorrectReceiptDto implements CorrectReceiptRequest {
  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 200,
    description: 'The donor’s name as it should be printed',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name must be the donor’s name' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name?: string;

  @ApiPropertyOptional({ example: 'ABCDE1234F', description: 'Any case' })
  @IsOptional()
  @Transform(upperPan)
  @IsString({ message: MESSAGES.panInvalid })
  @Validate(IsPanConstraint)
  pan?: string;

  @ApiPropertyOptional({ maxLength: ADDRESS_MAX_LENGTH, description: 'Postal address; needed with a PAN' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'address must be a postal address' })
  @Matches(/\S/, { message: 'address must not be empty' })
  @MaxLength(ADDRESS_MAX_LENGTH, { message: `address must be at most ${ADDRESS_MAX_LENGTH} characters` })
  address?: string;

  @ApiProperty({ example: 'PAN mistyped by the donor', minLength: 1, maxLength: 300 })
  @Transform(trim)
  @IsString({ message: 'reason is required: it is printed on the cancelled receipt' })
  @IsNotEmpty({ message: 'reason is required: it is printed on the cancelled receipt' })
  @MaxLength(300, { message: 'reason must be at most 300 characters' })
  reason: string;
}
