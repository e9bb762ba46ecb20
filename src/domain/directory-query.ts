import * as z from "zod";
import { DEFAULT_DIRECTORY_PAGE_SIZE, DIRECTORY_PAGE_SIZES, DIRECTORY_QUERY_MAX } from "./directory";

/**
 * The public search call's query string (GET /api/directory) and its answer. Kept apart from
 * directory.ts, which islands import and which must stay free of zod.
 */
export const directoryQuery = z.object({
  q: z
    .string()
    .max(DIRECTORY_QUERY_MAX, `q must be at most ${DIRECTORY_QUERY_MAX} characters.`)
    .default("")
    .describe("Words to search for; every word must occur in name, e-mail, contact, designation, address or area"),
  page: z.coerce
    .number({ error: "page must be a whole number from 1." })
    .int("page must be a whole number from 1.")
    .min(1, "page must be a whole number from 1.")
    .max(1_000_000, "page must be a whole number from 1.")
    .default(1)
    .describe("1-based page; a page past the last answers the last"),
  size: z.coerce
    .number()
    .pipe(z.literal(DIRECTORY_PAGE_SIZES, { error: `size must be one of ${DIRECTORY_PAGE_SIZES.join(", ")}.` }))
    .default(DEFAULT_DIRECTORY_PAGE_SIZE)
    .describe("Members per page (docs/rules/public-site.md §9)"),
});
export type DirectoryQuery = z.output<typeof directoryQuery>;

export const directoryAnswerSchema = z.object({
  total: z.number().int().min(0).describe("Members matching the query"),
  page: z.number().int().min(1),
  size: z.number().int(),
  members: z
    .string()
    .describe(
      "The page's members, one a line, fields split by tabs: name, designation, area of specialization, membership type, nationality, e-mail, contact, address (contact fields empty unless the member agreed to list them)",
    ),
});
