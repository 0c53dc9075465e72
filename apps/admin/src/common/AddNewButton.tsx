import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { SearchInput, TopToolbar, useTranslate } from 'react-admin';

/** 'Add New Event' / 'Add New Program': keeps its words on every screen size. */
export function AddNewButton({
  label,
  to,
  variant = 'text',
}: {
  label: string;
  to: string;
  variant?: 'text' | 'contained';
}) {
  return (
    <Button component={Link} to={to} startIcon={<AddIcon />} variant={variant} size="small">
      {label}
    </Button>
  );
}

/** A list's toolbar with its 'Add New …' button (`resources.<resource>.list.addNew`) to the create form. */
export function AddNewToolbar({ resource }: { resource: string }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <AddNewButton label={translate(`resources.${resource}.list.addNew`)} to={`/${resource}/create`} />
    </TopToolbar>
  );
}

/** A list's search box, always shown; SearchInput shows its placeholder as it is, so it comes translated. */
export const searchFilters = (placeholder: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} />,
];
