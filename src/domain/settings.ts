import * as z from "zod";
import { emailField, limitedText, requiredText } from "./fields";
import { gstinProblem, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./indian-states";
import { REGISTRATION_MESSAGES } from "./registration-messages";
import { findIndianState, isBlank } from "./registration-rules";
import { isWholePaise } from "./money";
import { EXPORT_SUPPLIES, TAX_SETTINGS_MESSAGES } from "./tax-settings";

/**
 * The society's settings (docs/rules/members-and-money.md §2): who issues receipts, where notices go, how member numbers
 * begin. Stored as one document; a setting never saved has its default.
 */

export const SETTINGS_LABELS = {
  legalName: "Legal name",
  address: "Address",
  state: "State",
  gstin: "GSTIN",
  sac: "SAC code",
  officeEmail: "Office e-mail",
  memberNumberPrefix: "Member number prefix",
  gstRates: "GST rates in force",
  exportSupply: "Members outside India",
  lutReference: "LUT reference",
} as const;

export const SETTINGS_MESSAGES = {
  saved: "Settings saved.",
  saveFailed: "Failed to save settings.",
  loadFailed: "Failed to load settings.",
  sac: "SAC code must be 6 digits, or left empty.",
  prefix: "Member number prefix must be 2 to 10 capital letters (A to Z), for example SAEETD.",
} as const;

/** Required; matched without regard to case or extra spaces, as the registration form's state is. */
const stateField = z.preprocess(
  (value) => (typeof value === "string" && !isBlank(value) ? (findIndianState(value) ?? value) : value),
  z.enum(INDIAN_STATES, {
    error: (issue) =>
      isBlank(issue.input) ? `${SETTINGS_LABELS.state} is required.` : REGISTRATION_MESSAGES.invalidState,
  }),
);

/** Text that may be left empty (missing or null is empty too), checked by `problem` when given. */
const emptyOr = (label: string, normalise: (text: string) => string, problem: (text: string) => string | undefined) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? "" : typeof value === "string" ? normalise(value) : value),
    z.string({ error: `${label} must be text.` }).superRefine((text, context) => {
      const message = text === "" ? undefined : problem(text);
      if (message) context.addIssue({ code: "custom", message });
    }),
  );

const gstinField = emptyOr(SETTINGS_LABELS.gstin, normaliseGstin, gstinProblem);

export const sacField = emptyOr(
  SETTINGS_LABELS.sac,
  (text) => text.replace(/\s/g, ""),
  (text) => (/^\d{6}$/.test(text) ? undefined : SETTINGS_MESSAGES.sac),
);

/** Typed in any case, kept in capitals: "saeetd" gives SAEETD-00001. */
const prefixField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
  requiredText(SETTINGS_LABELS.memberNumberPrefix).pipe(
    z.string().regex(/^[A-Z]{2,10}$/, { error: SETTINGS_MESSAGES.prefix }),
  ),
);

/** A rate as typed: digits with at most one decimal point ("18", "2.5"); anything else is no number. */
const rateOf = (text: string): number => (/^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN);

/** Rates as typed ("5, 18", "5 %, 18 %") or sent ([5, 18]): each 0-100 with at most 2 decimals, no repeats, in order. */
const gstRatesField = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[,;\s]+/)
          .map((part) => part.replace(/%/g, "").trim())
          .filter((part) => part !== "")
          .map(rateOf)
      : value,
  z
    .array(
      z
        .number({ error: TAX_SETTINGS_MESSAGES.rates })
        .min(0, { error: TAX_SETTINGS_MESSAGES.rates })
        .max(100, { error: TAX_SETTINGS_MESSAGES.rates })
        // Hundredths of a percent at most, as for paise (a binary fraction such as 1.1 is one).
        .refine(isWholePaise, { error: TAX_SETTINGS_MESSAGES.rates }),
      { error: TAX_SETTINGS_MESSAGES.rates },
    )
    .min(1, { error: TAX_SETTINGS_MESSAGES.ratesRequired })
    .transform((rates) => [...new Set(rates)].sort((a, b) => a - b)),
);

/** The tax settings beside the GSTIN: optional in a request (a client that predates them keeps what is stored). */
const taxSettings = {
  gstRates: gstRatesField.optional(),
  exportSupply: z.enum(EXPORT_SUPPLIES, { error: TAX_SETTINGS_MESSAGES.exportSupply }).optional(),
  lutReference: z
    .string({ error: `${SETTINGS_LABELS.lutReference} must be text.` })
    .trim()
    .max(100, { error: TAX_SETTINGS_MESSAGES.lutTooLong })
    .optional(),
};

/** What `PUT /api/settings` and the Settings tab accept: every setting at once. */
export const settingsInput = z.object({
  legalName: limitedText(SETTINGS_LABELS.legalName, 200),
  address: limitedText(SETTINGS_LABELS.address, 500),
  /** The society's state: receipts charge CGST + SGST inside it and IGST outside. */
  state: stateField,
  /** Empty, or a valid 15-character GSTIN (stored in capitals). */
  gstin: gstinField,
  /** Empty, or the 6-digit services accounting code. */
  sac: sacField,
  /** Receives notices of new applications. */
  officeEmail: emailField(SETTINGS_LABELS.officeEmail).pipe(
    z.string().max(254, { error: `${SETTINGS_LABELS.officeEmail} is too long.` }),
  ),
  /** 2-10 capital letters: "SAEETD" gives member numbers SAEETD-00001. */
  memberNumberPrefix: prefixField,
  ...taxSettings,
});
export type SettingsInput = z.input<typeof settingsInput>;
export type SettingsChange = z.output<typeof settingsInput>;

/** The settings after `change`: what it leaves out keeps its stored value. An LUT needs its reference. */
export function changedSettings(current: SocietySettings, change: SettingsChange): SocietySettings {
  const next = { ...current };
  for (const [key, value] of Object.entries(change)) if (value !== undefined) Object.assign(next, { [key]: value });
  return next;
}

/** What the combined settings refuse: zero-rated supply without the LUT's reference. */
export const settingsProblem = (settings: SocietySettings): { field: "lutReference"; message: string } | undefined =>
  settings.exportSupply === "lut" && settings.lutReference === ""
    ? { field: "lutReference", message: TAX_SETTINGS_MESSAGES.lutRequired }
    : undefined;

/** The settings as stored and answered. */
export const societySettings = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.enum(INDIAN_STATES),
  gstin: z.string(),
  sac: z.string(),
  officeEmail: z.string(),
  memberNumberPrefix: z.string(),
  gstRates: z.array(z.number()),
  exportSupply: z.enum(EXPORT_SUPPLIES),
  lutReference: z.string(),
});
export type SocietySettings = z.infer<typeof societySettings>;
