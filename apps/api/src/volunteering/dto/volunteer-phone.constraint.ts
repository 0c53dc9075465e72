import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { VOLUNTEER_MESSAGES, isValidPhoneNumber } from '@foundation/shared';

/** A phone number in the layout every phone field of the site accepts, 7 to 15 digits. */
@ValidatorConstraint({ name: 'volunteerPhone' })
export class VolunteerPhoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && (value.trim() === '' || isValidPhoneNumber(value));
  }

  defaultMessage(): string {
    return VOLUNTEER_MESSAGES.phoneInvalid;
  }
}
