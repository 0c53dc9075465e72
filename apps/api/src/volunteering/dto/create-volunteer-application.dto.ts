import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, Validate } from 'class-validator';
import {
  VOLUNTEER_LIMITS as L,
  VOLUNTEER_MESSAGES as M,
  type VolunteerApplicationRequest,
  type Locale,
  type LocaleOfWrite,
} from '@foundation/shared';
import { VolunteerPhoneConstraint } from './volunteer-phone.constraint.js';
import { LocaleField } from '../../common/validation/locale-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The Yogamitra form: everything but the message is required; all of it is stored as plain text. */
export class CreateVolunteerApplicationDto implements VolunteerApplicationRequest, LocaleOfWrite {
  @ApiProperty({ maxLength: L.nameMax, example: 'Asha Verma' })
  @Transform(trim)
  @IsString({ message: M.nameRequired })
  @IsNotEmpty({ message: M.nameRequired })
  @MaxLength(L.nameMax, { message: M.nameTooLong })
  name: string;

  @ApiProperty({ format: 'email', maxLength: L.emailMax })
  @Transform(trim)
  @IsString({ message: M.emailRequired })
  @IsNotEmpty({ message: M.emailRequired })
  @MaxLength(L.emailMax, { message: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  email: string;

  @ApiProperty({ example: '+91 98765 43210' })
  @Transform(trim)
  @IsString({ message: M.phoneRequired })
  @IsNotEmpty({ message: M.phoneRequired })
  @Validate(VolunteerPhoneConstraint)
  phone: string;

  @ApiProperty({ maxLength: L.cityMax, example: 'Varanasi' })
  @Transform(trim)
  @IsString({ message: M.cityRequired })
  @IsNotEmpty({ message: M.cityRequired })
  @MaxLength(L.cityMax, { message: M.cityTooLong })
  city: string;

  @ApiProperty({ format: 'uuid', description: 'An active role of GET /api/volunteer-roles' })
  @IsString({ message: M.roleRequired })
  @IsNotEmpty({ message: M.roleRequired })
  @IsUUID('all', { message: M.roleRequired })
  roleId: string;

  @ApiProperty({ maxLength: L.availabilityMax, example: 'Weekends' })
  @Transform(trim)
  @IsString({ message: M.availabilityRequired })
  @IsNotEmpty({ message: M.availabilityRequired })
  @MaxLength(L.availabilityMax, { message: M.availabilityTooLong })
  availability: string;

  @ApiPropertyOptional({ maxLength: L.messageMax })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Message must be text' })
  @MaxLength(L.messageMax, { message: M.messageTooLong })
  message?: string;

  @LocaleField()
  locale?: Locale;
}
