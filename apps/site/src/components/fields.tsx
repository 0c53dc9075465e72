import {
  type ElementType,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useId,
  useState,
} from 'react';
import { CONTACT_LIMITS } from '@foundation/shared';
import {
  StyledField,
  StyledFieldError,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledSelect,
  StyledTextarea,
} from './forms';

/** A message per field, as the API answers them (400 `fields`) or as a form checks them. */
export type FieldErrors = Partial<Record<string, string>>;

/** The id of a field's error message, and of its hint. */
export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/**
 * A control's aria-invalid and aria-describedby: the ids it is described by (a hint, a form's note), then its
 * error's when it has one.
 */
export function describedBy(id: string, error: string | null | undefined, ...others: (string | undefined)[]) {
  const all = [...others, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': all || undefined } as const;
}

/** A field's error message, named by the control's aria-describedby; nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? <StyledFieldError id={errorIdOf(id)}>{error}</StyledFieldError> : null;
}

interface FrameProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  /** A line under the control (its id is `hintIdOf(id)`, and the control is described by it). */
  hint?: ReactNode;
}

/** A label, the control it names, its hint and its error. */
export function Field({ id, label, error, hint, children }: FrameProps & { children: ReactNode }) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children}
      {hint && <StyledHint id={hintIdOf(id)}>{hint}</StyledHint>}
      <FieldError id={id} error={error} />
    </StyledField>
  );
}

interface ControlProps extends FrameProps {
  /** Ids of what else describes the control, read before its hint and error. */
  describedById?: string;
}

type Control<A, E> = ControlProps & Omit<A, 'id'> & { ref?: Ref<E> };

/** A labelled control with its hint and error, wired by aria-describedby and aria-invalid. */
function labelled<A, E>(Styled: ElementType) {
  return function LabelledControl({ label, error, hint, describedById, ...control }: Control<A, E>) {
    const aria = describedBy(control.id, error, describedById, hint ? hintIdOf(control.id) : undefined);
    return (
      <Field id={control.id} label={label} error={error} hint={hint}>
        <Styled {...aria} {...control} />
      </Field>
    );
  };
}

export const InputField = labelled<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>(StyledInput);
export const TextareaField = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>(
  StyledTextarea,
);
export const SelectField = labelled<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>(StyledSelect);

/** The attributes of what many forms ask of a person: name, e-mail, phone and postal address. */
export const PERSON = {
  name: { autoComplete: 'name', maxLength: CONTACT_LIMITS.fullNameMax },
  email: { type: 'email', autoComplete: 'email', maxLength: CONTACT_LIMITS.emailMax },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: CONTACT_LIMITS.phoneMax },
  address: { autoComplete: 'street-address' },
} as const;

/** A code typed in capitals, such as a PAN or a passport number: no autocomplete, no spell check. */
export const CODE = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;

/** Ids for a form's fields, one per key, stable between the server's render and the browser's. */
export function useFieldIds() {
  const base = useId();
  return useCallback((key: string) => `${base}-${key}`, [base]);
}

/**
 * The props a text field takes from a form's values: its id, name, value, error and change handler (spread
 * onto an InputField, TextareaField or SelectField).
 */
export function bindFields<K extends string>(
  idOf: (key: K) => string,
  values: { [P in K]: string },
  errors: FieldErrors,
  change: (key: K, value: string) => void,
) {
  return (key: K) => ({
    id: idOf(key),
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });
}

/** A form's text values and their messages, and the props of each field (`field(key)`). */
export function useFormFields<V extends { [K in keyof V]: string }>(initial: V | (() => V)) {
  const idOf = useFieldIds();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setValue = useCallback(
    (key: keyof V & string, value: string) => setValues((current) => ({ ...current, [key]: value })),
    [],
  );
  const field = bindFields<keyof V & string>(idOf, values, errors, setValue);
  return { idOf, values, setValues, setValue, errors, setErrors, field };
}
