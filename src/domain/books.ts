import * as z from "zod";
import { limitedText, moneyField, positiveWhole, storedMeta, textList, yearField } from "./fields";

/** A missing list gets the "required" message rather than a type error. */
const missingAsEmpty = (value: unknown) => value ?? "";

/**
 * What the admin form and the API accept for a book: JSON, or multipart with the same fields and
 * an optional `image` cover file. Every field is required (the spec names only news fields as
 * optional). Numbers may arrive as text; the price is typed as people write it ("₹1,18,000.00").
 */
export const booksInput = z.object({
  name: limitedText("Name", 300),
  /** "A. Kumar, B. Singh" from the form, or an array. */
  editors: z
    .preprocess(missingAsEmpty, textList("Editors"))
    .pipe(
      z
        .array(z.string().max(200, { error: "Each editor is 200 characters at most." }))
        .max(50, { error: "At most 50 editors." }),
    ),
  year: yearField("Year"),
  pages: positiveWhole("Pages"),
  isbn: limitedText("ISBN", 100),
  price: z
    .unknown()
    .refine((value) => value !== undefined && value !== null && !(typeof value === "string" && value.trim() === ""), {
      error: "Price is required.",
      abort: true,
    })
    .pipe(moneyField("Price")),
  /** Rich text (HTML); sanitised when stored. */
  about: limitedText("About", 100_000),
  contents: limitedText("Contents", 100_000).transform((text) => text.replace(/\r\n?/g, "\n")),
});
export type BooksInput = z.input<typeof booksInput>;

export const booksRecord = storedMeta.extend({
  name: z.string(),
  /** "/api/files/{id}" of the uploaded cover, or "" when there is none. */
  image: z.string(),
  editors: z.array(z.string()),
  year: z.number(),
  pages: z.number(),
  isbn: z.string(),
  price: z.number(),
  about: z.string(),
  contents: z.string(),
});
export type BooksRecord = z.infer<typeof booksRecord>;

/** Newest year first; within a year by name, then the earlier created first. */
export function sortBooks(items: readonly BooksRecord[]): BooksRecord[] {
  return [...items].sort(
    (a, b) => b.year - a.year || a.name.localeCompare(b.name, "en") || a.createdAt.localeCompare(b.createdAt),
  );
}
