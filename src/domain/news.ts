import * as z from "zod";
import { isoDate, linkList, requiredText, storedMeta, urlShaped } from "./fields";

/** What the admin form and the API accept for a news item. */
export const newsInput = z.object({
  title: requiredText("Title").pipe(z.string().max(300, { error: "Title is too long (300 characters at most)." })),
  date: isoDate("Date"),
  image: z
    .union([z.literal(""), urlShaped("Image URL")])
    .optional()
    .default(""),
  bigContent: requiredText("Content").pipe(
    z.string().max(100_000, { error: "Content is too long (100,000 characters at most)." }),
  ),
  links: linkList(),
});
export type NewsInput = z.input<typeof newsInput>;

export const newsRecord = storedMeta.extend({
  title: z.string(),
  date: z.string(),
  image: z.string(),
  bigContent: z.string(),
  links: z.array(z.string()),
});
export type NewsRecord = z.infer<typeof newsRecord>;

/** Newest first; equal dates fall back to the most recently created. */
export function sortNewsNewestFirst(items: readonly NewsRecord[]): NewsRecord[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
}

/** Plain-text teaser for cards and meta descriptions. */
export function newsExcerpt(html: string, maxLength = 160): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
