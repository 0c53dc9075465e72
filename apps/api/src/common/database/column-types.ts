import { type ValueTransformer } from 'typeorm';

/**
 * PostgreSQL `numeric` arrives as an exact decimal string. Amounts are exposed as numbers with at most two
 * decimals (exact to the paisa); arithmetic on them goes through whole paise (see toPaise in shared).
 */
export const moneyTransformer: ValueTransformer = {
  to: (value: number | string | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};

/** Column options for an amount in rupees stored exactly. */
export const MONEY_COLUMN = {
  type: 'numeric' as const,
  precision: 12,
  scale: 2,
  transformer: moneyTransformer,
};
