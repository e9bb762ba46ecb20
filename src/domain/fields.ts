import { z } from "zod";

/** Field schemas shared by every entity, carrying the messages people see. */

export const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` });

export const optionalText = z.string().trim().optional().default("");

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

/** Calendar date as YYYY-MM-DD, what a date picker submits. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD).` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `${label} must be a real date.`,
    });

export const recordId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Every stored record carries its id and audit times beside its own fields. */
export const storedMeta = z.object({
  _id: recordId,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredMeta = z.infer<typeof storedMeta>;
