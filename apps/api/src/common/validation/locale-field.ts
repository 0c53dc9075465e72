import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { LOCALE_MESSAGES, LOCALES } from '@foundation/shared';

/**
 * The optional `locale` of a public write: the language the visitor used ('en' or 'hi'), stored on the
 * record so that every e-mail and PDF about it speaks that language. Absent means English; anything else
 * is refused with 400 naming the field.
 */
export function LocaleField(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: LOCALES, default: 'en', description: "The visitor's language" }),
    IsOptional(),
    IsIn(LOCALES, { message: LOCALE_MESSAGES.localeInvalid }),
  );
}
