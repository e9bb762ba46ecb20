/**
 * The society's GST choices beside its GSTIN (docs/rules/members-and-money.md, "Tax invoices").
 * Free of zod: the settings schema, the receipts and the admin forms read them.
 */

/**
 * Members outside India: charged IGST (`igst`, the default), or supplied zero-rated under a letter
 * of undertaking (`lut`), with the LUT's reference printed on the invoice.
 */
export const EXPORT_SUPPLIES = ["igst", "lut"] as const;
export type ExportSupply = (typeof EXPORT_SUPPLIES)[number];

export const EXPORT_SUPPLY_LABELS: Record<ExportSupply, string> = {
  igst: "Charge IGST",
  lut: "Zero-rated supply under LUT (no tax)",
};

/** The GST rates on services in force since 22 September 2025 (5 % and 18 %); the owner may change the list. */
export const DEFAULT_GST_RATES: readonly number[] = [5, 18];

/** "5 %, 18 %". */
export const ratesText = (rates: readonly number[]): string => rates.map((rate) => `${rate} %`).join(", ");

export const TAX_SETTINGS_MESSAGES = {
  rates: "GST rates must be percentages from 0 to 100, separated by commas, for example 5, 18.",
  ratesRequired: "Give at least one GST rate, for example 5, 18.",
  exportSupply: "Members outside India must be charged IGST or supplied under LUT.",
  lutRequired: "Give the LUT's reference (its ARN) to supply members outside India without tax.",
  lutTooLong: "LUT reference is too long (100 characters at most).",
  /** Shown when an option's GST is not a rate in force; the option is still saved. */
  unusualRate: (rate: number, rates: readonly number[]) =>
    `This GST works out to ${rate} % of the fee, which is not one of the GST rates in force (${ratesText(rates)}). Check the fee and the GST.`,
} as const;

/** The warning for an option whose GST is not one of `rates`; undefined when it is one (or the fee is 0). */
export function unusualRateWarning(ratePercent: number, fee: number, rates: readonly number[]): string | undefined {
  if (fee <= 0 || rates.includes(ratePercent)) return undefined;
  return TAX_SETTINGS_MESSAGES.unusualRate(ratePercent, rates);
}
