import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { formatIndiaDateTime, formatIndianLongDate, type Locale } from '@foundation/shared';
import { statusColor, statusLabel } from './status';
import { usePanelLocale } from './usePanelLocale';

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

interface DateFieldProps {
  /** The record's field; the column sorts by it unless `sortable` is false. */
  source: string;
  /** The column's heading (a catalogue key). */
  label: string;
  sortable?: boolean;
}

function FormattedDateField({
  source,
  label,
  sortable,
  format,
}: DateFieldProps & { format: (value: string, locale: Locale) => string | null }) {
  const locale = usePanelLocale();
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: RaRecord) => format(record[source], locale)}
    />
  );
}

/** A record's moment in India time, in the panel's language: '24 Nov 2026, 7:00 pm'. */
export function DateTimeField(props: DateFieldProps) {
  return <FormattedDateField {...props} format={formatIndiaDateTime} />;
}

/** A record's calendar date written out, in the panel's language: '24 November 2026'. */
export function LongDateField(props: DateFieldProps) {
  return <FormattedDateField {...props} format={formatIndianLongDate} />;
}
