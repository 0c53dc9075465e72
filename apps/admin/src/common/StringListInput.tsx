import { useId } from 'react';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate } from 'ra-core';

/**
 * A list of short texts (features, benefits, …): one field per item, add and remove buttons. `label`,
 * `itemLabel`, `helperText` and `addLabel` (the add button's words, given `%{item}`; 'Add feature' unless
 * said) are catalogue keys or texts (translated as react-admin's inputs do).
 */
export function StringListInput({
  source,
  label,
  itemLabel,
  helperText,
  addLabel = 'admin.common.addItem',
}: {
  source: string;
  label: string;
  itemLabel: string;
  helperText?: string;
  addLabel?: string;
}) {
  const { field } = useInput({ source, defaultValue: [] });
  const items: string[] = Array.isArray(field.value)
    ? field.value.map((item: unknown) => String(item ?? ''))
    : [];
  const id = useId();
  const translate = useTranslate();
  const heading = translate(label, { _: label });
  const item = translate(itemLabel, { _: itemLabel });
  const set = (next: string[]) => {
    field.onChange(next);
    field.onBlur();
  };
  return (
    <Box sx={{ mb: 2, width: '100%' }} role="group" aria-labelledby={`${id}-label`}>
      <FormLabel id={`${id}-label`} sx={{ display: 'block', mb: 1 }}>
        {heading}
      </FormLabel>
      {helperText && (
        <FormHelperText sx={{ mt: -0.5, mb: 1 }}>{translate(helperText, { _: helperText })}</FormHelperText>
      )}
      <Stack spacing={1}>
        {items.map((text, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={`${item} ${index + 1}`}
              value={text}
              onChange={(event) => set(items.map((other, at) => (at === index ? event.target.value : other)))}
            />
            <IconButton
              aria-label={translate('admin.common.removeNumbered', {
                item: item.toLowerCase(),
                number: index + 1,
              })}
              onClick={() => set(items.filter((_, at) => at !== index))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button size="small" startIcon={<AddIcon />} onClick={() => set([...items, ''])} sx={{ mt: 1 }}>
        {translate(addLabel, { item: item.toLowerCase(), _: addLabel })}
      </Button>
    </Box>
  );
}
