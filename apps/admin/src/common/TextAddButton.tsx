import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSimpleFormIterator } from 'ra-core';

/** The add button of a list of items, with words ('Add ticket type') rather than an icon alone. */
export function TextAddButton({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
}
