import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { statusColor, statusLabel } from './status';

/**
 * A table cell of several lines: the main value (bold with `strong`), caption lines under it, and a last
 * muted caption (`note`, left out when empty).
 */
export function StackedCell({
  main,
  strong = false,
  lines = [],
  note,
}: {
  main: ReactNode;
  strong?: boolean;
  lines?: ReactNode[];
  note?: ReactNode;
}) {
  return (
    <Box>
      {strong ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {main}
        </Typography>
      ) : (
        main
      )}
      {lines.map((line, index) => (
        <Typography key={index} variant="caption" sx={{ display: 'block' }}>
          {line}
        </Typography>
      ))}
      {note && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A payment status as a small badge in the documented colours, labelled like the Status filter ('Pending'). */
export function PaymentStatusChip({ status }: { status: string }) {
  // A cancelled booking is neither paid nor failed: a neutral badge.
  const color = status === 'cancelled' ? 'default' : statusColor(status);
  const translate = useTranslate();
  return <Chip size="small" label={statusLabel(status, translate)} color={color} />;
}
