/**
 * The public member directory's search and paging, kept pure so that the island, the tests and the
 * benchmark (scripts/bench/directory.ts) run the same code. No zod here: islands import this file.
 *
 * Search rules: the query is trimmed, lower-cased and split on white space; a member matches when
 * EVERY word occurs as a substring of at least one of name, e-mail, contact, designation, address
 * or area of specialization (words may match different fields). An empty query matches everyone.
 * Fields are joined with a separator no query word can contain, so a word never matches across
 * two fields.
 */

import { pageWindow } from "./paging";

/** docs/rules/public-site.md §9: page sizes of the directory, and the default. */
export const DIRECTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export type DirectoryPageSize = (typeof DIRECTORY_PAGE_SIZES)[number];
export const DEFAULT_DIRECTORY_PAGE_SIZE: DirectoryPageSize = 100;

/** docs/rules/public-site.md §8 and 9. */
export const DIRECTORY_MESSAGES = {
  empty: "No members found.",
  loadError: "Could not load member directory.",
} as const;

/** What the directory shows of a member; contact fields are "" when the member did not share them. */
export interface DirectoryMember {
  name: string;
  designation: string;
  areaOfSpecialization: string;
  membershipType: string;
  nationality: string;
  email: string;
  contact: string;
  address: string;
}

/** docs/rules/public-site.md §9: the fields the search box looks in. */
export const DIRECTORY_SEARCH_FIELDS = [
  "name",
  "email",
  "contact",
  "designation",
  "address",
  "areaOfSpecialization",
] as const satisfies readonly (keyof DirectoryMember)[];

/** The order of fields in the compact encoding below. */
const FIELD_ORDER = [
  "name",
  "designation",
  "areaOfSpecialization",
  "membershipType",
  "nationality",
  "email",
  "contact",
  "address",
] as const satisfies readonly (keyof DirectoryMember)[];

const FIELD_SEPARATOR = "\t";
const RECORD_SEPARATOR = "\n";

/** Runs of white space (tabs and line breaks included) become one space. */
const oneLine = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/**
 * Members as one compact string (fields split by tabs, members by line breaks) for the island's
 * props: an array of objects would repeat every key and its quoting for each member in the HTML.
 * Values are put on one line first, so the separators cannot occur inside them.
 */
export function encodeDirectory(members: readonly { [Field in keyof DirectoryMember]?: string | undefined }[]): string {
  return members
    .map((member) => FIELD_ORDER.map((field) => oneLine(member[field])).join(FIELD_SEPARATOR))
    .join(RECORD_SEPARATOR);
}

/** The inverse of encodeDirectory. */
export function decodeDirectory(encoded: string): DirectoryMember[] {
  if (encoded === "") return [];
  return encoded.split(RECORD_SEPARATOR).map((line) => {
    const values = line.split(FIELD_SEPARATOR);
    const member = {} as DirectoryMember;
    FIELD_ORDER.forEach((field, index) => {
      member[field] = values[index] ?? "";
    });
    return member;
  });
}

/**
 * Names compared ignoring case and accents. One collator for every comparison: `localeCompare`
 * with options builds a new one per call, which made sorting 2,700 members take a third of a second.
 */
export const compareNames = new Intl.Collator("en", { sensitivity: "base" }).compare;

/** Members by name, as the directory lists them (ignoring case and accents; stable for equal names). */
export function sortByName<T extends Pick<DirectoryMember, "name">>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => compareNames(a.name, b.name));
}

/** The query's words: trimmed, lower-cased, split on white space; [] for a blank query. */
export function searchWords(query: string): string[] {
  const trimmed = query.trim().toLowerCase();
  return trimmed === "" ? [] : trimmed.split(/\s+/);
}

/** One member's searchable text, lower-cased once (fields joined by a line break). */
export function searchText(member: Pick<DirectoryMember, (typeof DIRECTORY_SEARCH_FIELDS)[number]>): string {
  return DIRECTORY_SEARCH_FIELDS.map((field) => member[field].toLowerCase()).join("\n");
}

export interface SearchIndex<T> {
  readonly items: readonly T[];
  readonly texts: readonly string[];
}

/** Precompute every member's search text; build it once per list, not per keystroke. */
export function buildSearchIndex<T extends DirectoryMember>(members: readonly T[]): SearchIndex<T> {
  return { items: members, texts: members.map(searchText) };
}

/**
 * The same search over other fields (the admin panel's desk: name, e-mail, contact, number,
 * reference): each item's `fields`, lower-cased, joined by a line break.
 */
export function buildSearchIndexOf<T>(items: readonly T[], fields: (item: T) => readonly string[]): SearchIndex<T> {
  return { items, texts: items.map((item) => fields(item).join("\n").toLowerCase()) };
}

/** The members matching every word of the query, in their original order. */
export function filterIndex<T>(index: SearchIndex<T>, query: string): readonly T[] {
  const words = searchWords(query);
  if (words.length === 0) return index.items;
  const matches: T[] = [];
  const { items, texts } = index;
  for (let i = 0; i < items.length; i += 1) {
    const text = texts[i] ?? "";
    if (words.every((word) => text.includes(word))) matches.push(items[i] as T);
  }
  return matches;
}

/** Convenience for one-off filtering (tests); the island keeps its index between keystrokes. */
export function filterMembers<T extends DirectoryMember>(members: readonly T[], query: string): readonly T[] {
  return filterIndex(buildSearchIndex(members), query);
}

export interface DirectoryPage<T> {
  /** The members on this page. */
  items: readonly T[];
  /** 1-based page number, clamped into 1..pageCount. */
  page: number;
  /** At least 1, so that an empty result still has "page 1 of 1". */
  pageCount: number;
  /** 1-based position of the first and last member shown; both 0 when there is none. */
  from: number;
  to: number;
  total: number;
}

/** One page of `items`; a page outside the range is clamped, a bad size falls back to the default. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): DirectoryPage<T> {
  const size = Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_DIRECTORY_PAGE_SIZE;
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Number.isFinite(page) ? Math.min(Math.max(1, Math.trunc(page)), pageCount) : 1;
  const start = (current - 1) * size;
  const pageItems = items.slice(start, start + size);
  return {
    items: pageItems,
    page: current,
    pageCount,
    from: total === 0 ? 0 : start + 1,
    to: start + pageItems.length,
    total,
  };
}

/** docs/rules/public-site.md §9: "Showing x to y of z entries" ("Showing 0 to 0 of 0 entries" when empty). */
export function showingEntries({ from, to, total }: Pick<DirectoryPage<unknown>, "from" | "to" | "total">): string {
  return `Showing ${from} to ${to} of ${total} entries`;
}

/** The live-region text after a search: how many members match. */
export function resultCountMessage(total: number): string {
  if (total === 0) return DIRECTORY_MESSAGES.empty;
  return total === 1 ? "1 member found." : `${total.toLocaleString("en-IN")} members found.`;
}

export type PageLink = number | "gap";

/**
 * The page numbers to offer, by the same rule as every paged list's pager (paging.ts pageWindow),
 * with one neighbour on each side of the current page by default.
 */
export function pageLinks(page: number, pageCount: number, around = 1): PageLink[] {
  return pageWindow(page, pageCount, around).map((entry) => (entry.kind === "gap" ? "gap" : entry.page));
}

/** The path of the whole directory as one static file of the compact encoding (written at build time). */
export const DIRECTORY_DATA_PATH = "/membership/directory/members.txt";
/** The public search call: GET /api/directory?q=&page=&size=. */
export const DIRECTORY_API_PATH = "/api/directory";
/** The longest query the search call takes (a real search is a few words). */
export const DIRECTORY_QUERY_MAX = 200;

/** One page of matches as GET /api/directory answers it: `members` in the compact encoding. */
export interface DirectoryAnswer {
  /** How many members match the query (all of them for a blank one). */
  total: number;
  /** The page given, clamped to the pages there are. */
  page: number;
  size: number;
  members: string;
}

/** One page of the members matching `query`, as the search call answers it. */
export function directoryAnswer(
  index: SearchIndex<DirectoryMember>,
  query: string,
  page: number,
  size: number,
): DirectoryAnswer {
  const current = paginate(filterIndex(index, query), page, size);
  return { total: current.total, page: current.page, size, members: encodeDirectory(current.items) };
}

/** The address of page `page` of the prebuilt directory (page 1 is the directory itself). */
export const directoryPagePath = (page: number) =>
  page <= 1 ? "/membership/directory/" : `/membership/directory/${page}/`;
