import type { MouseEvent } from 'react';
import { Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { type AdminDonation } from '@foundation/shared';

/** The recurring gift a charge belongs to, as a link to it (the row's own click is not triggered). */
export function RecurringGiftLink({ id }: { id: string | null }) {
  const translate = useTranslate();
  if (!id) return null;
  const giftPage = `/recurring-gifts/${encodeURIComponent(id)}/show`;
  return (
    <MuiLink
      component={Link}
      to={giftPage}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      variant="caption"
      sx={{ display: 'block' }}
    >
      {translate('resources.donations.list.recurringGift')}
    </MuiLink>
  );
}

/** 80G yes/no beside the receipt number. */
export function Receipt80gChip({ record }: { record: AdminDonation }) {
  const translate = useTranslate();
  if (!record.receiptNumber) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.is80G ? 'success' : 'default'}
      label={translate(record.is80G ? 'resources.donations.list.is80g' : 'resources.donations.list.not80g')}
    />
  );
}
