import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';

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
