import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSimpleFormIterator, useTranslate } from 'ra-core';

/**
 * The add button of a list of items, with words ('Add ticket type') rather than an icon alone; the label is
 * a catalogue key or a text.
 */
export function TextAddButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label, { _: label })}
    </Button>
  );
}
