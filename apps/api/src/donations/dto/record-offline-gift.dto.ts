import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  DONATION_PROJECT_MESSAGES,
  donorTaxDetailsProblems,
  MESSAGES,
  normalizePan,
  OFFLINE_GIFT_MODES,
  parseCalendarDate,
  TAX_DONATION_TYPES,
  type OfflineGiftMode,
  type RecordOfflineGiftRequest,
  type TaxDonationType,
} from '@foundation/shared';
import { EMAIL_MESSAGE, IsPhoneConstraint, trim, trimLower } from '../../payments/index.js';
import { ABSOLUTE_MAX_RUPEES, ADDRESS_MAX_LENGTH, AMOUNT_MESSAGE } from './create-donation-order.dto.js';

@ValidatorConstraint({ name: 'isPan' })
export class IsPanConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && !donorTaxDetailsProblems({ pan: value, address: 'x' }).pan;
  }
  defaultMessage(): string {
    return MESSAGES.panInvalid;
  }
}

/** A real calendar day written YYYY-MM-DD (whether it may be used is the service's rule). */
@ValidatorConstraint({ name: 'isCalendarDate' })
class IsCalendarDateConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseCalendarDate(value) !== null;
  }
  defaultMessage(args?: ValidationArguments): string {
    return `${args?.property ?? 'date'} must be a real date written YYYY-MM-DD`;
  }
}

export const upperPan = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizePan(value) : value;
const MODE_MESSAGE = `mode must be one of ${OFFLINE_GIFT_MODES.join(', ')}`;

export class ChequeDto {
  @ApiProperty({ example: '004512', description: 'The six digits printed on the cheque' })
  @Transform(trim)
  @IsString({ message: 'cheque.number is required for a cheque: its six digits' })
  @Matches(/^\d{6}$/, { message: 'cheque.number is required for a cheque: its six digits' })
  number: string;

  @ApiProperty({ example: 'State Bank of India', maxLength: 60 })
  @Transform(trim)
  @IsString({ message: 'cheque.bank is required for a cheque' })
  @IsNotEmpty({ message: 'cheque.bank is required for a cheque' })
  @MaxLength(60, { message: 'cheque.bank must be at most 60 characters' })
  bank: string;

  @ApiProperty({ example: '2026-11-20', description: 'The date written on the cheque' })
  @Validate(IsCalendarDateConstraint, { message: 'cheque.date must be a real date written YYYY-MM-DD' })
  date: string;
}

export class KindDto {
  @ApiProperty({ example: '20 kg rice, 5 kg dal', maxLength: 300 })
  @Transform(trim)
  @IsString({ message: 'kind.description is required for a gift in kind' })
  @IsNotEmpty({ message: 'kind.description is required for a gift in kind' })
  @MaxLength(300, { message: 'kind.description must be at most 300 characters' })
  description: string;
}

/** Body of `POST /api/admin/donations`: a gift received offline (docs/giving-and-tax.md). */
export class RecordOfflineGiftDto implements RecordOfflineGiftRequest {
  @ApiProperty({ minLength: 1, maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name: string;

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

  @ApiPropertyOptional({ example: 'ABCDE1234F', description: 'Any case' })
  @IsOptional()
  @Transform(upperPan)
  @IsString({ message: MESSAGES.panInvalid })
  @Validate(IsPanConstraint)
  pan?: string;

  @ApiPropertyOptional({ maxLength: ADDRESS_MAX_LENGTH, description: 'Postal address; required with pan' })
  @ValidateIf((dto: RecordOfflineGiftDto) => dto.address !== undefined || Boolean(dto.pan))
  @Transform(trim)
  @IsDefined({ message: MESSAGES.addressRequiredWithPan })
  @IsString({ message: MESSAGES.addressRequiredWithPan })
  @Matches(/\S/, { message: MESSAGES.addressRequiredWithPan })
  @MaxLength(ADDRESS_MAX_LENGTH, { message: `address must be at most ${ADDRESS_MAX_LENGTH} characters` })
  address?: string;

  @ApiPropertyOptional({ enum: TAX_DONATION_TYPES })
  @IsOptional()
  @IsIn(TAX_DONATION_TYPES, { message: 'taxDonationType must be corpus, specific_grant or others' })
  taxDonationType?: TaxDonationType;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: DONATION_PROJECT_MESSAGES.unavailable })
  projectId?: string;

  @ApiProperty({ type: 'integer', description: 'Whole rupees (a gift in kind: its value)', minimum: 1 })
  @IsInt({ message: AMOUNT_MESSAGE })
  @Min(1, { message: AMOUNT_MESSAGE })
  @Max(ABSOLUTE_MAX_RUPEES, { message: 'amount is too large' })
  amount: number;

  @ApiProperty({
    example: '2026-11-27',
    description: 'The day the gift was received (India), not in the future',
  })
  @Validate(IsCalendarDateConstraint)
  receivedOn: string;

  @ApiProperty({ enum: OFFLINE_GIFT_MODES })
  @IsIn(OFFLINE_GIFT_MODES, { message: MODE_MESSAGE })
  mode: OfflineGiftMode;

  @ApiPropertyOptional({ type: ChequeDto, description: 'Required for a cheque' })
  @ValidateIf((dto: RecordOfflineGiftDto) => dto.mode === 'cheque' || dto.cheque !== undefined)
  @IsDefined({ message: 'cheque.number is required for a cheque: its six digits' })
  @ValidateNested()
  @Type(() => ChequeDto)
  cheque?: ChequeDto;

  @ApiPropertyOptional({ maxLength: 40, description: 'The UTR of a bank transfer or the UPI reference' })
  @ValidateIf(
    (dto: RecordOfflineGiftDto) =>
      dto.mode === 'bank-transfer' || dto.mode === 'upi' || dto.reference !== undefined,
  )
  @Transform(trim)
  @IsString({ message: 'reference is required for a bank transfer (its UTR) or UPI' })
  @Matches(/^[A-Za-z0-9-]{6,40}$/, {
    message: 'reference is required for a bank transfer (its UTR) or UPI: 6 to 40 letters or digits',
  })
  reference?: string;

  @ApiPropertyOptional({ type: KindDto, description: 'Required for a gift in kind' })
  @ValidateIf((dto: RecordOfflineGiftDto) => dto.mode === 'kind' || dto.kind !== undefined)
  @IsDefined({ message: 'kind.description is required for a gift in kind' })
  @ValidateNested()
  @Type(() => KindDto)
  kind?: KindDto;

  @ApiPropertyOptional({ description: 'E-mail the receipt to the donor (needs email)' })
  @IsOptional()
  @IsBoolean({ message: 'sendReceipt must be true or false' })
  sendReceipt?: boolean;
}
