import type { ReactNode } from 'react';
import { NumberInput, SimpleForm, TextInput, type ValidateForm } from 'react-admin';
import { HindiTwin } from './HindiTwin';
import { SwitchInput } from './inputs';
import { SaveToolbar } from './SaveToolbar';

/** A resource's catalogue key: `resources.<resource>.<key>`. */
export const resourceKey = (resource: string, key: string) => `resources.${resource}.${key}`;

/*
 * The inputs of a resource's form, named by the resource's catalogue: a field's label is
 * `resources.<resource>.fields.<source>`, its help `resources.<resource>.form.<…>`.
 */

/** A resource's create and edit form: its rules, Save (`resources.<resource>.form.save`) and Cancel to the list. */
export function ResourceForm({
  resource,
  validate,
  saveLabel = resourceKey(resource, 'form.save'),
  children,
}: {
  resource: string;
  validate?: ValidateForm;
  saveLabel?: string;
  children: ReactNode;
}) {
  return (
    <SimpleForm
      validate={validate}
      toolbar={<SaveToolbar label={saveLabel} cancelTo={`/${resource}`} />}
      noValidate
    >
      {children}
    </SimpleForm>
  );
}

/**
 * An English text with its Hindi twin (`<source>Hi`, at most `hindiMax` characters). `minRows` makes both
 * multi-line.
 */
export function TwinTextInput({
  resource,
  source,
  hindiMax,
  isRequired,
  minRows,
  fullWidth = true,
  helperText,
}: {
  resource: string;
  source: string;
  hindiMax: number;
  isRequired?: boolean;
  minRows?: number;
  fullWidth?: boolean;
  helperText?: string;
}) {
  const label = resourceKey(resource, `fields.${source}`);
  const multiline = minRows !== undefined;
  return (
    <HindiTwin source={`${source}Hi`} label={label} maxLength={hindiMax} multiline={multiline || undefined}>
      <TextInput
        source={source}
        label={label}
        isRequired={isRequired}
        multiline={multiline || undefined}
        minRows={minRows}
        fullWidth={fullWidth || undefined}
        helperText={helperText}
      />
    </HindiTwin>
  );
}

/** The order on the public page (`sortOrder`), with its help (`resources.<resource>.form.orderHelp`). */
export function SortOrderInput({ resource, min, max }: { resource: string; min: number; max: number }) {
  return (
    <NumberInput
      source="sortOrder"
      label={resourceKey(resource, 'fields.sortOrder')}
      min={min}
      max={max}
      step={1}
      helperText={resourceKey(resource, 'form.orderHelp')}
    />
  );
}

/** Shown on the public page or not (`isActive`), with its help (`resources.<resource>.form.activeHelp`). */
export function ActiveSwitchInput({ resource }: { resource: string }) {
  return (
    <SwitchInput
      source="isActive"
      label={resourceKey(resource, 'fields.isActive')}
      helperText={resourceKey(resource, 'form.activeHelp')}
    />
  );
}
