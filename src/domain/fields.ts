import * as z from "zod";
import { EMAIL_ADDRESS, emailAddressMessages } from "./email-address";
import { parseRupees } from "./format";
import { isCalendarDate } from "./india-date";
import { NATIONALITIES } from "./nationalities";

/** Field schemas shared by every entity, carrying the messages people see. */

export const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

export const optionalText = z.string().trim().optional().default("");

/** Required text of at most `max` characters. */
export const limitedText = (label: string, max: number) =>
  requiredText(label).pipe(z.string().max(max, { error: `${label} is too long (${max} characters at most).` }));

/** Absolute http(s) URL, or a same-site path starting with "/". */
export const urlShaped = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        if (value.startsWith("/") && !value.startsWith("//")) return true;
        try {
          const url = new URL(value);
          return url.protocol === "http:" || url.protocol === "https:";
        } catch {
          return false;
        }
      },
      { error: `${label} must be a web address starting with http:// or https://.` },
    );

/**
 * The spec's `links` lists. The original forms send one link as text ("" when left empty), so text
 * is a list of one link; blank links are dropped.
 */
export const linkList = (label = "Link") =>
  z
    .preprocess(
      (value) => (typeof value === "string" ? [value] : value),
      z.array(
        z.preprocess(
          (link) => (typeof link === "string" ? link.trim() : link),
          z.union([z.literal(""), urlShaped(label)], {
            error: `${label} must be a web address starting with http:// or https://.`,
          }),
        ),
        { error: "Links must be a list of web addresses." },
      ),
    )
    .pipe(z.array(z.string()).max(20, { error: "At most 20 links." }))
    .optional()
    .default([])
    .transform((links) => links.filter((link) => link !== ""));

export { isCalendarDate };

/** Calendar date as YYYY-MM-DD, what a date picker submits; an empty picker is "required". */
export const isoDate = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: `${label} is required.` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).` })
      .refine(isCalendarDate, { error: `${label} must be a real date.` }),
  );

/** Lower-case letters, digits and single hyphens: what a page's own address ends in (an article's, an event's). */
export const SLUG_SHAPE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug proposed from a title: "Soil Health & Yield, 2026" -> "soil-health-yield-2026". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A page's address as typed: at most 80 characters of SLUG_SHAPE. */
export const slugField = (label: string) =>
  requiredText(label).pipe(
    z
      .string()
      .max(80, { error: `${label} is too long (80 characters at most).` })
      .regex(SLUG_SHAPE, { error: `${label} may hold only lower-case letters, digits and single hyphens.` }),
  );

/** What a stored record's `_id` looks like. */
export const RECORD_ID_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
export const recordId = z.string().regex(RECORD_ID_SHAPE);

/** Every stored record carries its id and audit times beside its own fields. */
export const storedMeta = z.object({
  _id: recordId,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredMeta = z.infer<typeof storedMeta>;

/**
 * A document edited whole in one form (the settings, the journal's details) as answered: with its
 * version, `updatedAt`, which a save sends back as If-Match.
 */
export const versionedDocument = (schema: z.ZodObject) => schema.extend({ updatedAt: z.string() });

/** Whole number from a number or numeric text (forms and multipart send text). */
const wholeNumber = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a whole number.`),
      })
      .int({ error: `${label} must be a whole number.` }),
  );

/** The society's bounds for a calendar year; forms say them as a hint. */
export const YEAR_RANGE = { min: 1900, max: 2099 } as const;

/** A calendar year within YEAR_RANGE. */
export const yearField = (label = "Year") =>
  wholeNumber(label).pipe(
    z
      .number()
      .min(YEAR_RANGE.min, { error: `${label} must be between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}.` })
      .max(YEAR_RANGE.max, { error: `${label} must be between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}.` }),
  );

/** Counts and serial numbers: whole numbers from 1. */
export const positiveWhole = (label: string) =>
  wholeNumber(label).pipe(z.number().min(1, { error: `${label} must be at least 1.` }));

/**
 * Money typed the way people write it ("₹1,18,000.00", "Rs. 500", 1180): everything but digits
 * and the decimal point is dropped, and the rest must be a non-negative amount.
 */
export const moneyField = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? parseRupees(value) : value),
    z
      .number({ error: `${label} must be an amount, for example 1,180.00.` })
      .min(0, { error: `${label} cannot be negative.` }),
  );

/**
 * A list typed as comma-separated text ("A. Kumar, B. Singh") or sent as an array: each entry
 * trimmed, empty ones dropped. `min` entries are required.
 */
export const textList = (label: string, separator = /,/, min = 1) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(separator) : value),
    z
      .array(z.string({ error: `${label} must be text.` }))
      .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""))
      .pipe(z.array(z.string()).min(min, { error: `${label} is required.` })),
  );

/** One entry per line (textarea) or an array; blank lines dropped. */
export const lineList = (label: string, min = 1) => textList(label, /\r?\n/, min);

/** True or false, as JSON sends it or as a form's text field sends it ("true", "false"). */
export const booleanField = (label: string) =>
  z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: `${label} must be true or false.` }),
  );

/** JSON text read as its value; text that is not JSON stays text, for the schema to refuse by name. */
function fromJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A list of objects (a form's repeated rows: an article's authors), sent as JSON or in a form: each
 * object as JSON text in a repeated "name[]" part, or the whole list as one JSON text.
 */
export const formObjectList = <List extends z.ZodType>(list: List) =>
  z.preprocess((value) => {
    const parsed = fromJsonText(value);
    if (Array.isArray(parsed)) return parsed.map(fromJsonText);
    // One row sent in a part of its own, without "[]".
    return typeof value === "string" && typeof parsed === "object" && parsed !== null ? [parsed] : parsed;
  }, list);

/** A phone number as people write it: digits with +, spaces, dots, hyphens, brackets; 7-15 digits. */
export const phoneNumberField = (label: string) =>
  limitedText(label, 40).pipe(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, { error: `${label} must be a phone number.` })
      .refine((value) => /^(\D*\d){7,15}\D*$/.test(value), {
        error: `${label} must be a phone number (7 to 15 digits).`,
      }),
  );

export const emailField = (label = "E-mail") =>
  requiredText(label).pipe(z.email({ pattern: EMAIL_ADDRESS, error: emailAddressMessages(label).invalid }));

export const nationalityField = z.enum(NATIONALITIES, {
  error: "Nationality must be one of Indian, SAARC or Foreign.",
});
