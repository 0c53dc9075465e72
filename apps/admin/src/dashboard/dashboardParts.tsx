/** The dashboard's building blocks: cards, linked figures, and dates in the panel's language. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { Translate } from '../common/panelText';
import { TYPE_LABELS } from '../donations/givingLabels';

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A month's short name in the panel's language, from its number (1–12). */
export const monthName = (translate: Translate, month: number) =>
  translate(`admin.months.${MONTHS[month - 1]}`);
/** '2026-11-23' → '23 Nov' */
export const shortDay = (translate: Translate, date: string) =>
  `${Number(date.slice(8, 10))} ${monthName(translate, Number(date.slice(5, 7)))}`;
/** '2026-11' → 'Nov 2026' */
export const shortMonth = (translate: Translate, month: string) =>
  `${monthName(translate, Number(month.slice(5, 7)))} ${month.slice(0, 4)}`;
/** A donation type as staff read it ('Monthly'); an unknown one as it is. */
export const typeName = (translate: Translate, type: string) =>
  TYPE_LABELS[type] ? translate(TYPE_LABELS[type]) : type;

export function FigureLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} underline="hover">
      {children}
    </Link>
  );
}

export function Section({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ minWidth: 0, ...(wide ? { gridColumn: '1 / -1' } : {}) }}
    >
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A headline figure: its label, the number (a link to the rows behind it) and a caption. */
export function Headline({
  label,
  value,
  to,
  caption,
}: {
  label: string;
  value: string;
  to: string;
  caption: string;
}) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
          <FigureLink to={to} label={`${label}: ${value}`}>
            {value}
          </FigureLink>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The figures of a chart as a table of links, for keyboards and screen readers (and exact numbers). */
export function FiguresTable({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Box component="details" sx={{ mt: 1 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        <Typography variant="body2" component="span">
          {summary}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Box>
  );
}
