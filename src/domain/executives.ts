import * as z from "zod";
import { emailField, limitedText, storedMeta } from "./fields";

/**
 * Biodata is text: JSON with birth, education and positions, or plain words. Nothing is refused
 * for its shape (the spec keeps a plain-text fallback); a JSON API call may send the object itself,
 * which is stored as its JSON text.
 */
const biodataField = z.preprocess(
  (value) => (value !== null && typeof value === "object" ? JSON.stringify(value) : value),
  limitedText("Biodata", 20_000),
);

/**
 * What the admin form (multipart, with an optional `image` file) and the API (JSON) accept for an
 * executive council member. Every field is required: the spec names only news fields as optional,
 * and the profile page shows each of these. The photo is an upload, not a field.
 */
export const executivesInput = z.object({
  name: limitedText("Name", 200),
  designation: limitedText("Designation", 200),
  postalAddress: limitedText("Postal address", 1_000).transform((text) => text.replace(/\r\n?/g, "\n")),
  email: emailField("E-mail").pipe(z.string().max(254, { error: "E-mail is too long (254 characters at most)." })),
  mobile: limitedText("Mobile", 100),
  biodata: biodataField,
});
export type ExecutivesInput = z.input<typeof executivesInput>;

export const executivesRecord = storedMeta.extend({
  name: z.string(),
  designation: z.string(),
  /** "/api/files/{id}" of the uploaded photo, or "" when there is none. */
  image: z.string(),
  postalAddress: z.string(),
  email: z.string(),
  mobile: z.string(),
  biodata: z.string(),
});
export type ExecutivesRecord = z.infer<typeof executivesRecord>;

export const EXECUTIVE_CATEGORIES = [
  "President",
  "Secretary",
  "Joint Secretary",
  "Treasurer",
  "Chief Editor",
  "Member",
] as const;
export type ExecutiveCategory = (typeof EXECUTIVE_CATEGORIES)[number];

/**
 * The council page's filter category from the designation text, matched by whole words and
 * regardless of case. Joint Secretary is its own category and is tested before Secretary
 * (DECISIONS 10). Any designation naming the office counts for it, so "Vice President",
 * "Past President" and "President-elect" are Presidents; "Editor-in-Chief" is a Chief Editor.
 */
const CATEGORY_PATTERNS: readonly (readonly [ExecutiveCategory, RegExp])[] = [
  ["President", /\bpresident\b/i],
  ["Joint Secretary", /\b(?:joint|jt\.?)[\s-]*secretary\b/i],
  ["Secretary", /\bsecretary\b/i],
  ["Treasurer", /\btreasurer\b/i],
  ["Chief Editor", /\bchief[\s-]*editor\b|\beditor[\s-]*in[\s-]*chief\b/i],
];

export function executiveCategory(designation: string): ExecutiveCategory {
  return CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(designation))?.[0] ?? "Member";
}

export interface BiodataEntry {
  /** The education object's key ("Ph.D."), or "" for list items. */
  label: string;
  text: string;
}

export type Biodata =
  | { kind: "structured"; birth: string; education: BiodataEntry[]; positions: string[] }
  | { kind: "plain"; text: string };

const asText = (value: unknown): string => {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join(", ");
  if (value !== null && typeof value === "object") return Object.values(value).map(asText).filter(Boolean).join(", ");
  return "";
};

const asEntries = (value: unknown): BiodataEntry[] => {
  if (Array.isArray(value)) return value.map((item) => ({ label: "", text: asText(item) }));
  if (value !== null && typeof value === "object")
    return Object.entries(value).map(([label, item]) => ({ label: label.trim(), text: asText(item) }));
  const text = asText(value);
  return text ? [{ label: "", text }] : [];
};

/**
 * How the profile page reads the stored biodata text: JSON with `birth`, `education` (an object
 * or a list) and `positions` (a list), or plain text: text that is not such JSON, or JSON whose
 * `plainText` says it all.
 */
export function parseBiodata(text: string): Biodata {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "plain", text: text.trim() };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return { kind: "plain", text: text.trim() };
  const fields = value as Record<string, unknown>;
  const known = ["birth", "education", "positions"].some((key) => fields[key] !== undefined);
  if (!known) {
    const plain = asText(fields.plainText);
    return { kind: "plain", text: plain || text.trim() };
  }
  const positions = Array.isArray(fields.positions) ? fields.positions.map(asText) : asText(fields.positions);
  return {
    kind: "structured",
    birth: asText(fields.birth),
    education: asEntries(fields.education).filter((entry) => entry.text !== "" || entry.label !== ""),
    positions: (Array.isArray(positions) ? positions : [positions]).filter(Boolean),
  };
}
