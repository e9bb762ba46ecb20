import * as z from "zod";
import { MAX_QUERY_LENGTH, MORE_RESULTS, normalizedQuery } from "./site-search";

/** GET /api/search?q=&offset=&limit=: the words, and which of the matching pages to send. */
export const siteSearchQuery = z.object({
  q: z
    .string()
    .default("")
    .transform(normalizedQuery)
    .describe(
      `Words to search for (spaces run together; at most ${MAX_QUERY_LENGTH} characters are used); blank finds nothing`,
    ),
  offset: z.coerce
    .number({ error: "offset must be a whole number from 0." })
    .int("offset must be a whole number from 0.")
    .min(0, "offset must be a whole number from 0.")
    .max(1_000_000, "offset must be a whole number from 0.")
    .default(0)
    .describe("How many of the best results to skip"),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MORE_RESULTS}.` })
    .int(`limit must be a whole number from 1 to ${MORE_RESULTS}.`)
    .min(1, `limit must be a whole number from 1 to ${MORE_RESULTS}.`)
    .max(MORE_RESULTS, `limit must be a whole number from 1 to ${MORE_RESULTS}.`)
    .default(MORE_RESULTS)
    .describe("How many results to send"),
});

export type SiteSearchQuery = z.output<typeof siteSearchQuery>;

const excerptPart = z.object({
  text: z.string(),
  marked: z.boolean().describe("A word the query matched"),
});

export const siteSearchResult = z.object({
  url: z.string().describe("The page's address on this site"),
  title: z.string(),
  kind: z
    .string()
    .describe(
      'What the page is: "News", "Book", "Council member", "Award", "Awardees", "Workshops", "Downloads", "Journal issue", "Article, Vol. 3, No. 2 (June 2026)" (an article, with its issue) or "Page"',
    ),
  excerpt: z.array(excerptPart).describe("The page's text around the matched words, as plain text parts"),
});

export const siteSearchAnswer = z.object({
  total: z.number().int().min(0).describe("Pages matching the query"),
  results: z.array(siteSearchResult).describe("The pages asked for, best first"),
});

export type SiteSearchResult = z.output<typeof siteSearchResult>;
export type SiteSearchAnswer = z.output<typeof siteSearchAnswer>;
