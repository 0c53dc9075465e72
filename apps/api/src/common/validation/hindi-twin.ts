import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { cleanHindiTwin, hindiTwinTooLong, isBlankHtml } from '@foundation/shared';
import { sanitizeRichText } from '../html/sanitize-rich-text.js';

/**
 * An optional Hindi twin of an English text (`titleHi`): text of at most the English field's length, trimmed,
 * blank as null (not translated). Anything but text or null is refused with a message naming the field.
 */
export function HindiTwin(max: number, description?: string): PropertyDecorator {
  return function (target: object, property: string | symbol) {
    const name = String(property);
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: max,
      description: description ?? 'Hindi text; empty shows the English text on the Hindi site',
    })(target, property);
    IsOptional()(target, property);
    // Only text is cleaned; any other value reaches the checks below unchanged and is refused there.
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? cleanHindiTwin(value) : value))(
      target,
      property,
    );
    MaxLength(max, { message: hindiTwinTooLong(name, max) })(target, property);
    IsString({ message: `${name} must be text` })(target, property);
  };
}

/**
 * A rich-text Hindi twin as stored: sanitised like its English field; nothing visible left (or nothing sent)
 * is "not translated" (null), so the Hindi page falls back to the English text.
 */
export function hindiRichText(value: string | null | undefined): string | null {
  const clean = sanitizeRichText(value ?? '');
  return isBlankHtml(clean) ? null : clean;
}
