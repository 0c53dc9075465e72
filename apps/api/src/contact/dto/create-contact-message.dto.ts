import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, Validate } from 'class-validator';
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  type ContactMessageRequest,
  type Locale,
  type LocaleOfWrite,
} from '@foundation/shared';
import { WhatsappNumberConstraint } from './whatsapp-number.constraint.js';
import { LocaleField } from '../../common/validation/locale-field.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** docs/product.md §2 (Contact): Full Name, WhatsApp Number and Message, all required. */
export class CreateContactMessageDto implements ContactMessageRequest, LocaleOfWrite {
  @ApiProperty({ maxLength: CONTACT_LIMITS.fullNameMax, example: 'Asha Verma' })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.fullNameRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.fullNameRequired })
  @MaxLength(CONTACT_LIMITS.fullNameMax, { message: CONTACT_MESSAGES.fullNameTooLong })
  fullName: string;

  @ApiProperty({ example: '+91 98765 43210' })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.whatsappRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.whatsappRequired })
  @Validate(WhatsappNumberConstraint)
  whatsappNumber: string;

  @ApiProperty({ maxLength: CONTACT_LIMITS.messageMax })
  @Transform(trim)
  @IsString({ message: CONTACT_MESSAGES.messageRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.messageRequired })
  @MaxLength(CONTACT_LIMITS.messageMax, { message: CONTACT_MESSAGES.messageTooLong })
  message: string;

  @LocaleField()
  locale?: Locale;
}
