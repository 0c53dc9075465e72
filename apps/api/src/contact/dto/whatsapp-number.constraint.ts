import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { CONTACT_MESSAGES, isValidWhatsappNumber } from '@foundation/shared';

/** A WhatsApp number: an optional +, digits with usual separators, 7 to 15 digits. */
@ValidatorConstraint({ name: 'whatsappNumber' })
export class WhatsappNumberConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isValidWhatsappNumber(value));
  }

  defaultMessage(): string {
    return CONTACT_MESSAGES.whatsappInvalid;
  }
}
