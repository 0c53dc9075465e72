import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
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
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  DONATION_PROJECT_MESSAGES,
  DONATION_TYPES,
  DONOR_CITIZENSHIPS,
  donorTaxDetailsProblems,
  FCRA_MESSAGES,
  INDIAN_PASSPORT_PATTERN,
  normalizePassportNumber,
  isRecurringDonationType,
  MESSAGES,
  normalizePan,
  type CreateDonationOrderRequest,
  type DonationType,
  type DonorCitizenship,
  type Locale,
} from '@foundation/shared';
import { EMAIL_MESSAGE, IsPhoneConstraint, trim, trimLower } from '../../payments/index.js';
import { LocaleField } from '../../common/validation/locale-field.js';

/** Largest amount allowed by the validator; the configured DONATION_MAX_RUPEES is checked by the service. */
export const ABSOLUTE_MAX_RUPEES = 100_000_000;
export const AMOUNT_MESSAGE = 'amount must be a whole number of rupees, at least 1';
export const RECURRING_NAME_MESSAGE = 'name is required for a monthly or yearly gift';
export const RECURRING_EMAIL_MESSAGE = 'email is required for a monthly or yearly gift';
export const ADDRESS_MAX_LENGTH = 500;

/** The PAN's shape, by the same rule as every other form that takes one (libs/shared pan.ts). */
@ValidatorConstraint({ name: 'isPan' })
class IsPanConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && !donorTaxDetailsProblems({ pan: value, address: 'x' }).pan;
  }
  defaultMessage(): string {
    return MESSAGES.panInvalid;
  }
}

const upperPassport = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? normalizePassportNumber(value) : value;
/** An Indian citizen living abroad gives their passport number; one given by anybody is checked too. */
const livesAbroadOrGiven = (dto: CreateDonationOrderDto) =>
  dto.citizenship === 'indian-abroad' || dto.passportNumber !== undefined;
const upperPan = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalizePan(value) : value);
/** A recurring gift is charged again and again: its donor must be reachable (receipts, cancellation). */
const recurringOr = (field: 'name' | 'email') => (dto: CreateDonationOrderDto) =>
  dto[field] !== undefined || isRecurringDonationType(dto.donationType);
/** A field's message: `required` when it is missing (a recurring gift needs it), `otherwise` when it is wrong. */
const orRequired = (required: string, otherwise: string) => (args: ValidationArguments) =>
  args.value === undefined || args.value === null ? required : otherwise;
/** Given a PAN (an 80G receipt), the address is required: the receipt and Form 10BD need both. */
const panGivenOrAddress = (dto: CreateDonationOrderDto) =>
  dto.address !== undefined || (typeof dto.pan === 'string' && dto.pan !== '');

/**
 * Body of `POST /api/create-order` (docs/giving.md: `{amount, citizenship}`, whole rupees; other donor fields optional) and
 * the donor's declaration of citizenship, which is required (docs/fcra-and-recurring.md).
 */
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

  @ApiPropertyOptional({ minLength: 1, maxLength: 200, description: 'Required for monthly and yearly' })
  @ValidateIf(recurringOr('name'))
  @Transform(trim)
  @IsString({ message: orRequired(RECURRING_NAME_MESSAGE, 'name must be a string') })
  @IsNotEmpty({ message: orRequired(RECURRING_NAME_MESSAGE, 'name must not be empty') })
  @MaxLength(200, { message: orRequired(RECURRING_NAME_MESSAGE, 'name must be at most 200 characters') })
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: 320, description: 'Required for monthly and yearly' })
  @ValidateIf(recurringOr('email'))
  @Transform(trimLower)
  @IsString({ message: orRequired(RECURRING_EMAIL_MESSAGE, EMAIL_MESSAGE) })
  @MaxLength(320, { message: orRequired(RECURRING_EMAIL_MESSAGE, EMAIL_MESSAGE) })
  @IsEmail({}, { message: orRequired(RECURRING_EMAIL_MESSAGE, EMAIL_MESSAGE) })
  email?: string;

  @ApiPropertyOptional({ example: '+919800000000' })
  @IsOptional()
  @Transform(trim)
  @Validate(IsPhoneConstraint)
  phone?: string;

  @ApiPropertyOptional({ example: 'ABCDE1234F', maxLength: 10, description: 'For an 80G receipt; any case' })
  @IsOptional()
  @Transform(upperPan)
  @IsString({ message: MESSAGES.panInvalid })
  @Validate(IsPanConstraint)
  pan?: string;

  @ApiPropertyOptional({ maxLength: ADDRESS_MAX_LENGTH, description: 'Postal address; required with pan' })
  @ValidateIf(panGivenOrAddress)
  @Transform(trim)
  @IsDefined({ message: MESSAGES.addressRequiredWithPan })
  @IsString({ message: MESSAGES.addressRequiredWithPan })
  @Matches(/\S/, { message: MESSAGES.addressRequiredWithPan })
  @MaxLength(ADDRESS_MAX_LENGTH, { message: `address must be at most ${ADDRESS_MAX_LENGTH} characters` })
  address?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'An active donation project (GET /api/donation-projects)',
  })
  @IsOptional()
  @IsUUID('all', { message: DONATION_PROJECT_MESSAGES.unavailable })
  projectId?: string;

  @LocaleField()
  locale?: Locale;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A monthly or yearly gift whose debit failed, set up again from its e-mail: the new gift replaces it ' +
      '(the old one is cancelled once the new one is authorised). With renewalKey.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'renewsRecurringGiftId must be a recurring gift id' })
  renewsRecurringGiftId?: string;

  @ApiPropertyOptional({ description: 'The key of the e-mailed link, with renewsRecurringGiftId' })
  @ValidateIf(
    (dto: CreateDonationOrderDto) => dto.renewsRecurringGiftId !== undefined || dto.renewalKey !== undefined,
  )
  @IsString({ message: 'renewalKey is required with renewsRecurringGiftId' })
  @Matches(/^[A-Za-z0-9_-]{16,128}$/, { message: 'renewalKey is required with renewsRecurringGiftId' })
  renewalKey?: string;

  @ApiProperty({
    enum: DONOR_CITIZENSHIPS,
    description:
      'Required. The donor’s declaration (Foreign Contribution (Regulation) Act, 2010): a citizen of India ' +
      'living in India or abroad, or a foreign citizen (OCI and PIO cardholders included). A foreign citizen ' +
      'is refused with 422 unless the foundation’s FCRA account is configured.',
  })
  @IsIn(DONOR_CITIZENSHIPS, {
    message: orRequired(FCRA_MESSAGES.citizenshipRequired, FCRA_MESSAGES.citizenshipInvalid),
  })
  citizenship: DonorCitizenship;

  @ApiPropertyOptional({
    example: 'K1234567',
    description:
      'An Indian citizen living abroad: their Indian passport number (required then, ignored otherwise)',
  })
  @ValidateIf(livesAbroadOrGiven)
  @Transform(upperPassport)
  @IsString({ message: orRequired(FCRA_MESSAGES.passportRequired, FCRA_MESSAGES.passportInvalid) })
  @Matches(INDIAN_PASSPORT_PATTERN, {
    message: orRequired(FCRA_MESSAGES.passportRequired, FCRA_MESSAGES.passportInvalid),
  })
  passportNumber?: string;
}
