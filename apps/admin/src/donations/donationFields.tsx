import type { MouseEvent } from 'react';
import { Chip, Link as MuiLink } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { type AdminDonation, taxRegimeAt } from '@foundation/shared';

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

/** 'FCRA' on a foreign contribution (taken on the FCRA account); nothing on any other gift. */
export function FcraChip({ record }: { record: AdminDonation }) {
  const translate = useTranslate();
  if (!record.fcra) return null;
  return <Chip size="small" color="warning" label={translate('resources.donations.list.fcra')} />;
}

/** Deductible yes/no beside the receipt number, named by the section of the gift's date ('80G', '133'). */
export function Receipt80gChip({ record }: { record: AdminDonation }) {
  const translate = useTranslate();
  if (!record.receiptNumber) return null;
  if (record.receiptCancelled) {
    return (
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={translate('resources.donations.list.cancelled')}
      />
    );
  }
  const section = `${translate('admin.common.section')} ${
    taxRegimeAt(new Date(record.completedAt ?? record.createdAt)).deductionSection
  }`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.is80G ? 'success' : 'default'}
      label={translate(record.is80G ? 'resources.donations.list.is80g' : 'resources.donations.list.not80g', {
        section,
      })}
    />
  );
}

/** The gift's refund: requested, refunded or failed (staff retry it); nothing when it was not refunded. */
export function RefundChip({ record }: { record: AdminDonation }) {
  const translate = useTranslate();
  if (!record.refund) return null;
  const { status } = record.refund;
  const look = { pending: 'info', processed: 'default', failed: 'error' } as const;
  const label = { pending: 'refundPending', processed: 'refundProcessed', failed: 'refundFailed' } as const;
  return (
    <Chip size="small" color={look[status]} label={translate(`resources.donations.list.${label[status]}`)} />
  );
}
