import { indiaToday } from "../../domain/india-date";
import { buildSearchIndex, decodeDirectory, directoryAnswer, encodeDirectory } from "../../domain/directory";
import { directoryQuery } from "../../domain/directory-query";
import { memberDirectory } from "../../domain/membership-registrations";
import { registrationsCollection } from "../content/collections";
import { json, resource, route, validationError } from "../api/handler";

/**
 * GET /api/directory?q=&page=&size=: one page of the public member directory's matches, for the
 * directory page's search (docs/decisions/directory-at-scale.md). The search index is worked out
 * once per change of the registrations (and per India's day, which decides who is listed), so an
 * answer costs one pass over the members and carries only the page asked for.
 */

// Through the compact encoding and back: the same one-line public fields the built pages and the
// whole-directory file carry, so a search here and in the browser finds the same members.
const directoryIndex = registrationsCollection.derived((records, today) =>
  buildSearchIndex(decodeDirectory(encodeDirectory(memberDirectory(records, today)))),
);

const search = route({
  cachedFrom: [registrationsCollection.name],
  async handle({ url, request, reads }) {
    const parsed = directoryQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw validationError(parsed.error);
    const { q, page, size } = parsed.data;
    const index = await directoryIndex(reads, indiaToday());
    return json(directoryAnswer(index, q, page, size), 200, {}, request);
  },
});

/** GET /api/directory. */
export const directoryHandler = resource({ GET: search });
