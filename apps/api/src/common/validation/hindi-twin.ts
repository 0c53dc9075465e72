import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { cleanHindiTwin, hindiTwinTooLong } from '@foundation/shared';

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
