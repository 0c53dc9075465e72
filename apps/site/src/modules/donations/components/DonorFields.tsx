import { InputField } from '../../../components/fields';
import { CONTRIBUTE } from '../content';
import { type DonorInput, type FieldErrors, type FieldName } from './donationRules';

/** What each part of the donor's details takes from the form. */
export interface DonorPartProps {
  donor: DonorInput;
  setField: (key: keyof DonorInput, value: string) => void;
  errors: FieldErrors;
  idOf: (key: string) => string;
  /** Keeps a field's element, to focus the first one in error. */
  register: (key: FieldName) => (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** Name, e-mail and phone: needed for the receipt and the donor's link. */
export function DonorFields({ donor, setField, errors, idOf, register }: DonorPartProps) {
  return (['name', 'email', 'phone'] as const).map((key) => (
    <InputField
      key={key}
      id={idOf(key)}
      name={key}
      label={CONTRIBUTE[key]}
      error={errors[key]}
      ref={register(key)}
      type={key === 'email' ? 'email' : key === 'phone' ? 'tel' : 'text'}
      autoComplete={key === 'phone' ? 'tel' : key}
      aria-required
      value={donor[key]}
      onChange={(event) => setField(key, event.target.value)}
    />
  ));
}
