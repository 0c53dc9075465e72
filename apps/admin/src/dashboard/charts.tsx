import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInr } from '@foundation/shared';
import { usePanelLocale } from '../common/usePanelLocale';

export interface LinkedBar {
  dataKey: string;
  name: string;
  fill: string;
  /** Where a click on the bar of the index-th item leads (the list of the rows behind it). */
  linkOf: (index: number) => string;
}

/**
 * A bar chart whose bars open the list behind them. Drawn for the eye; the same figures are also given as a
 * table of links (FigureTable inside FiguresTable), so the chart itself is one image with a description.
 */
export function LinkedBarChart({
  description,
  data,
  bars,
  height,
  money = false,
}: {
  description: string;
  data: object[];
  bars: LinkedBar[];
  height: number;
  /** Amounts in rupees (the axis and tooltip say ₹); otherwise whole counts. */
  money?: boolean;
}) {
  const navigate = useNavigate();
  const locale = usePanelLocale();
  return (
    <Box role="img" aria-label={description} sx={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: money ? 8 : -24 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {money ? (
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={8} />
          ) : (
            <XAxis dataKey="label" interval="preserveStartEnd" tick={{ fontSize: 11 }} minTickGap={16} />
          )}
          {money ? (
            <YAxis
              tick={{ fontSize: 11 }}
              tickFormatter={(value: number) => formatInr(value, locale)}
              width={72}
            />
          ) : (
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          )}
          {money ? <Tooltip formatter={(value) => formatInr(Number(value), locale)} /> : <Tooltip />}
          {bars.length > 1 ? <Legend /> : null}
          {bars.map((bar) => (
            <Bar
              key={bar.dataKey}
              dataKey={bar.dataKey}
              name={bar.name}
              fill={bar.fill}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(_, index) => navigate(bar.linkOf(index))}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** A small table of figures: the first column names the row, the others are right-aligned numbers. */
export function FigureTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={columns[index]} align={index === 0 ? 'left' : 'right'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
