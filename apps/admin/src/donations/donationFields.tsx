import type { MouseEvent } from 'react';
import { Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { type AdminDonation } from '@foundation/shared';

/** The recurring gift a charge belongs to, as a link to it (the row's own click is not triggered). */
export function RecurringGiftLink({ id }: { id: string | null }) {
  if (!id) return null;
  return (
    <MuiLink
      component={Link}
      to={`/recurring-gifts/${encodeURIComponent(id)}/show`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      variant="caption"
      sx={{ display: 'block' }}
    >
      Recurring gift
    </MuiLink>
  );
}

/** 80G yes/no beside the receipt number. */
export function Receipt80gChip({ record }: { record: AdminDonation }) {
  if (!record.receiptNumber) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.is80G ? 'success' : 'default'}
      label={record.is80G ? '80G: yes' : '80G: no'}
    />
  );
}
