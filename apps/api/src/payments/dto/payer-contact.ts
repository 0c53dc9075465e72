import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { isValidPhoneNumber, PHONE_NUMBER_PATTERN } from '@foundation/shared';

/*
 * The payer's contact fields, as both a registration and a donation take them (and Checkout's prefill shows
 * them): the same rules and messages for both forms.
 */

/** The one phone layout of the product (shared with the site and the contact form). */
export const PHONE_PATTERN = PHONE_NUMBER_PATTERN;
export const PHONE_MESSAGE = 'phone must be a valid phone number (7 to 15 digits, optional leading +)';
export const EMAIL_MESSAGE = 'email must be a valid e-mail address';

/** Whether a phone number has 7 to 15 digits in an accepted layout. */
export function isValidPhone(value: unknown): boolean {
  return typeof value === 'string' && isValidPhoneNumber(value);
}

/** Trims strings; leaves everything else for the validators to refuse. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
export const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

@ValidatorConstraint({ name: 'isPhone' })
export class IsPhoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isValidPhone(value);
  }
  defaultMessage(): string {
    return PHONE_MESSAGE;
  }
}
