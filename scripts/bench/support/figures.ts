import { gzipSync } from "node:zlib";

/**
 * One measured figure. A budget is an upper (`max`) or lower (`min`) bound on `value`; figures
 * without one are printed for context. `key` matches a figure across scales in the growth table.
 */
export interface Figure {
  key: string;
  label: string;
  value: number | undefined;
  unit: string;
  /** How to print the value when a plain number says too little (e.g. "1,234 req/s, p95 12 ms"). */
  text?: string;
  budget?: { max?: number; min?: number };
  /** Decides PASS/FAIL instead of the budget, for a figure that stands for several checks. */
  ok?: boolean;
  /** The budget as printed, when `budget` alone does not say it. */
  budgetText?: string;
  note?: string;
}

export type Verdict = "PASS" | "FAIL" | "";

export function verdict(figure: Figure): Verdict {
  const { budget, value } = figure;
  if (figure.ok !== undefined) return figure.ok ? "PASS" : "FAIL";
  if (!budget) return "";
  if (value === undefined || Number.isNaN(value)) return "FAIL";
  if (budget.max !== undefined && value > budget.max) return "FAIL";
  if (budget.min !== undefined && value < budget.min) return "FAIL";
  return "PASS";
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** gzip at the level Netlify's CDN and most servers use by default. */
export const gzipBytes = (data: string | Buffer) => gzipSync(data, { level: 6 }).length;

/** Numbers as people read them: grouped thousands, a sensible number of decimals. */
export function formatNumber(value: number | undefined, decimals = 0): string {
  if (value === undefined || Number.isNaN(value)) return "n/a";
  return value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
