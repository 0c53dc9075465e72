import { useRef, useState } from 'react';
import { Box, FormControlLabel, FormHelperText, IconButton, Switch, TextField } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { TextInput } from 'react-admin';
import { useInput, useTranslate, type Validator } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import { useFieldErrorText } from './fieldError';
import {
  INDIAN_DATE_FORMAT_MESSAGE,
  INDIAN_DATE_PLACEHOLDER,
  formatIndianDate,
  parseIndianDate,
  wholeCalendarDate,
} from './indianDate';
import { nextSlug } from './slugAutofill';

/** The title input that fills the URL slug while it is empty (see nextSlug). */
export function TitleInput({ label, creating }: { label: string; creating: boolean }) {
  // Required (marked from the start); the message comes from the form's rules.
  const { getValues, setValue } = useFormContext();
  const previous = useRef<string>(String(getValues('title') ?? ''));
  return (
    <TextInput
      source="title"
      label={label}
      isRequired
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
 * A calendar date (`YYYY-MM-DD`) typed as dd/mm/yyyy, the order staff use whatever their browser's
 * language (the browser's own date input shows and takes the language's order, mm/dd/yyyy in US English),
 * with a calendar button that opens the browser's picker. `refuse` may reject a new date at once (the
 * field then keeps its date); `min` greys out earlier days in the picker. Text that is not a date is kept
 * in the field so that the form refuses to save it, and says how to write it.
 */
export function CalendarDateInput({
  source,
  label,
  min,
  refuse,
  validate,
  isRequired,
}: {
  source: string;
  label: string;
  min?: string;
  refuse?: (value: string) => boolean;
  validate?: Validator | Validator[];
  isRequired?: boolean;
}) {
  const { field, fieldState, id } = useInput({ source, validate, defaultValue: null });
  // The label may be a catalogue key (as react-admin's own inputs allow) or a text.
  const translate = useTranslate();
  const labelText = translate(label, { _: label });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => formatIndianDate(value) || value);
  const [seen, setSeen] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  if (value !== seen) {
    // A date set from elsewhere (the record loaded, a copied event, a reset) replaces the text.
    setSeen(value);
    setText(formatIndianDate(value) || value);
  }
  const formError = useFieldErrorText(fieldState.error);
  const formatProblem =
    text.trim() && parseIndianDate(text) === undefined ? INDIAN_DATE_FORMAT_MESSAGE : undefined;
  const errorText = formatProblem ?? formError;

  /** The field's new value and the text shown for it (as typed, until the field is left). */
  const change = (next: string | null, shown: string) => {
    setSeen(next ?? '');
    setText(shown);
    field.onChange(next);
  };
  const commit = (date: string | null, shown: string) => {
    if (date && refuse?.(date)) {
      setText(formatIndianDate(value));
      return;
    }
    change(date, shown);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', minWidth: 200 }}>
      <TextField
        id={id}
        label={labelText}
        value={text}
        placeholder={INDIAN_DATE_PLACEHOLDER}
        onChange={(event) => {
          const typed = event.target.value;
          const date = parseIndianDate(typed);
          // Not a date (yet): kept as typed, so that saving is refused until it is one.
          if (date === undefined) change(typed, typed);
          else commit(date, typed);
        }}
        onBlur={() => {
          const date = parseIndianDate(text);
          if (date) setText(formatIndianDate(date));
          field.onBlur();
        }}
        inputRef={field.ref}
        error={!!errorText}
        helperText={errorText ?? INDIAN_DATE_PLACEHOLDER}
        slotProps={{
          // The asterisk only: a native `required` would bring the browser's own bubble.
          inputLabel: { shrink: true, required: isRequired },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-required': isRequired || undefined },
        }}
        sx={{ flex: 1 }}
      />
      <IconButton
        aria-label={translate('admin.common.chooseDate', { label: labelText.toLowerCase() })}
        onClick={() => {
          const input = picker.current;
          if (!input) return;
          input.value = parseIndianDate(text) ?? '';
          try {
            input.showPicker();
          } catch {
            input.focus();
          }
        }}
        sx={{ mt: 1 }}
      >
        <CalendarMonthIcon />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        // Outside the form: the picker's own min must never become a browser validation bubble.
        form="calendar-picker-outside-form"
        min={min || undefined}
        onChange={(event) => {
          const date = event.target.value || null;
          commit(date, formatIndianDate(date));
        }}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
    </Box>
  );
}

/** A switch bound to a boolean field; `onToggle` runs after the value changed. */
/**
 * A list's date filter, typed and shown as dd/mm/yyyy like the forms' dates (the browser's own date input
 * follows its language): the list is filtered once the text is a whole date, or unfiltered when emptied;
 * half-typed text leaves the filter form invalid, so react-admin does not apply it.
 */
export function CalendarDateFilter({ source, label }: { source: string; label: string }) {
  return <CalendarDateInput source={source} label={label} validate={wholeCalendarDate} />;
}

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
  // Label and help may be catalogue keys (as react-admin's own inputs allow) or texts.
  const translate = useTranslate();
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
        label={translate(label, { _: label })}
      />
      {helperText && (
        <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{translate(helperText, { _: helperText })}</FormHelperText>
      )}
    </>
  );
}
