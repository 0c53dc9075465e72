import { useRef } from 'react';
import { FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { TextInput } from 'react-admin';
import { useInput, type Validator } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useFieldErrorText } from './fieldError';
import { nextSlug } from './slugAutofill';

/** The title input that fills the URL slug while it is empty (see nextSlug). */
export function TitleInput({ label, creating }: { label: string; creating: boolean }) {
  const { getValues, setValue } = useFormContext();
  const previous = useRef<string>(String(getValues('title') ?? ''));
  return (
    <TextInput
      source="title"
      label={label}
      fullWidth
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const title = event.target.value;
        const slug = nextSlug(previous.current, title, getValues('urlSlug'), creating);
        previous.current = title;
        if (slug !== null && slug !== getValues('urlSlug')) setValue('urlSlug', slug, { shouldDirty: true });
      }}
    />
  );
}

/**
 * A calendar date (`YYYY-MM-DD`) in the browser's date picker. `refuse` may reject a new value at once
 * (the value then stays as it was); `min` greys out earlier days in the picker.
 */
export function CalendarDateInput({
  source,
  label,
  min,
  refuse,
  validate,
}: {
  source: string;
  label: string;
  min?: string;
  refuse?: (value: string) => boolean;
  validate?: Validator | Validator[];
}) {
  const { field, fieldState, id } = useInput({ source, validate, defaultValue: null });
  const errorText = useFieldErrorText(fieldState.error);
  return (
    <TextField
      id={id}
      type="date"
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        const value = event.target.value;
        if (value && refuse?.(value)) return;
        field.onChange(value || null);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!errorText}
      helperText={errorText ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined } }}
      sx={{ minWidth: 200 }}
    />
  );
}

/** A switch bound to a boolean field; `onToggle` runs after the value changed. */
export function SwitchInput({
  source,
  label,
  onToggle,
  helperText,
}: {
  source: string;
  label: string;
  onToggle?: (checked: boolean) => void;
  helperText?: string;
}) {
  const { field } = useInput({ source, defaultValue: false });
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={!!field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onToggle?.(event.target.checked);
            }}
            onBlur={field.onBlur}
          />
        }
        label={label}
      />
      {helperText && <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{helperText}</FormHelperText>}
    </>
  );
}
