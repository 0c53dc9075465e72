import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  Validate,
} from 'class-validator';
import {
  GUARDIAN_MESSAGES,
  GUARDIAN_NAME_MAX,
  MAX_TICKETS_PER_REGISTRATION,
  MIN_TICKETS_PER_REGISTRATION,
  type CreateRegistrationRequest,
  type Locale,
} from '@foundation/shared';
import {
  EMAIL_MESSAGE,
  IsPhoneConstraint,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  trim,
  trimLower,
} from '../../payments/index.js';
import { LocaleField } from '../../common/validation/locale-field.js';

const TICKETS_MESSAGE = `numberOfTickets must be a whole number from ${MIN_TICKETS_PER_REGISTRATION} to ${MAX_TICKETS_PER_REGISTRATION}`;

/** Body of `POST /api/registrations`. Prices and totals are never accepted from the client. */
export class CreateRegistrationDto implements CreateRegistrationRequest {
  @ApiProperty({ description: "The event's url_slug (or its id)", maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'eventSlug is required' })
  @IsNotEmpty({ message: 'eventSlug is required' })
  @MaxLength(200)
  eventSlug: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required when the event has ticket types' })
  @IsOptional()
  @IsUUID('all', { message: 'ticketTypeId must be the id of one of the event\u2019s ticket types' })
  ticketTypeId?: string;

  @ApiProperty({
    type: 'integer',
    minimum: MIN_TICKETS_PER_REGISTRATION,
    maximum: MAX_TICKETS_PER_REGISTRATION,
    default: 1,
  })
  @IsInt({ message: TICKETS_MESSAGE })
  @Min(MIN_TICKETS_PER_REGISTRATION, { message: TICKETS_MESSAGE })
  @Max(MAX_TICKETS_PER_REGISTRATION, { message: TICKETS_MESSAGE })
  numberOfTickets: number;

  @ApiProperty({ maxLength: 200 })
  @Transform(trim)
  @IsString({ message: 'name is required' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name: string;

  @ApiProperty({ format: 'email', maxLength: 320 })
  @Transform(trimLower)
  @IsString({ message: EMAIL_MESSAGE })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(320, { message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ pattern: PHONE_PATTERN.source, example: '+919800000000' })
  @Transform(trim)
  @IsString({ message: PHONE_MESSAGE })
  @IsNotEmpty({ message: 'phone is required' })
  @Validate(IsPhoneConstraint)
  phone: string;

  @ApiProperty({ maxLength: 1000 })
  @Transform(trim)
  @IsString({ message: 'address is required' })
  @IsNotEmpty({ message: 'address is required' })
  @MaxLength(1000, { message: 'address must be at most 1000 characters' })
  address: string;

  @LocaleField()
  locale?: Locale;

  @ApiPropertyOptional({
    maxLength: GUARDIAN_NAME_MAX,
    description: "Required for an event for children: the parent's or guardian's name",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: GUARDIAN_MESSAGES.nameRequired })
  @MaxLength(GUARDIAN_NAME_MAX, { message: GUARDIAN_MESSAGES.nameTooLong })
  guardianName?: string;

  @ApiPropertyOptional({ description: 'Must be true for an event for children: the guardian consents' })
  @IsOptional()
  @IsBoolean({ message: GUARDIAN_MESSAGES.consentInvalid })
  guardianConsent?: boolean;
}
