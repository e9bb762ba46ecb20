import type { JournalArticleRecord, JournalIssueRecord } from "./journal";
import { encodeResumptionToken, type OaiError, type OaiSelection } from "./oai-pmh-request";

/**
 * The items OAI-PMH serves (docs/rules/journal.md §6): one record per public article, its
 * identifier, datestamp and set (its volume), and which of them a list request's page holds. Pure:
 * `/api/oai` gives the public articles and writes what this selects.
 */

/** How many records or headers one answer holds; a longer list goes on under a resumption token. */
export const OAI_PAGE_SIZE = 100;

export type OaiArticle = Pick<
  JournalArticleRecord,
  | "slug"
  | "title"
  | "type"
  | "authors"
  | "abstract"
  | "keywords"
  | "firstPage"
  | "lastPage"
  | "doi"
  | "published"
  | "language"
  | "updatedAt"
>;
export type OaiIssue = Pick<JournalIssueRecord, "volume" | "number" | "year" | "month" | "updatedAt" | "publishedAt">;

/** A public article with its issue (docs/rules/journal.md §4). */
export interface OaiItem {
  article: OaiArticle;
  issue: OaiIssue;
}

export interface OaiRecord extends OaiItem {
  identifier: string;
  /** UTC to the second: "2026-06-30T10:15:00Z". */
  datestamp: string;
  setSpec: string;
}

/** The repository's part of every identifier: the site's host name, as "society.example". */
export const oaiRepositoryIdentifier = (siteUrl: string): string => new URL(siteUrl).hostname;

/** "oai:society.example:article/soil-health": the article's address, which never changes once public. */
export const oaiIdentifier = (repositoryIdentifier: string, slug: string): string =>
  `oai:${repositoryIdentifier}:article/${slug}`;

/** An instant as OAI-PMH's datestamp: UTC to the second. */
export const oaiDatestamp = (instant: string | Date): string =>
  new Date(instant).toISOString().replace(/\.\d{3}Z$/, "Z");

/** "volume-3": the set of one volume's articles. */
export const volumeSetSpec = (volume: number): string => `volume-${volume}`;

/**
 * The record's datestamp: the last change to the article or to its issue. An article made public
 * by publishing its issue then counts as changed when the issue was published, so a harvester
 * asking for changes since its last visit finds it.
 */
function lastChange({ article, issue }: OaiItem): string {
  const instants = [article.updatedAt, issue.updatedAt, issue.publishedAt ?? ""].filter(Boolean);
  return instants.reduce((latest, instant) => (Date.parse(instant) > Date.parse(latest) ? instant : latest));
}

/** The records, oldest change first (then by identifier), the order every list pages through. */
export function oaiRecords(repositoryIdentifier: string, items: readonly OaiItem[]): OaiRecord[] {
  return items
    .map((item) => ({
      ...item,
      identifier: oaiIdentifier(repositoryIdentifier, item.article.slug),
      datestamp: oaiDatestamp(lastChange(item)),
      setSpec: volumeSetSpec(item.issue.volume),
    }))
    .sort((a, b) => a.datestamp.localeCompare(b.datestamp) || a.identifier.localeCompare(b.identifier));
}

/** The guaranteed lower limit of all datestamps; `now` while there is no record. */
export const earliestDatestamp = (records: readonly OaiRecord[], now: Date): string =>
  records.reduce((earliest, record) => (record.datestamp < earliest ? record.datestamp : earliest), oaiDatestamp(now));

/** The sets: one per volume that has a public article, in volume order. */
export function oaiSets(records: readonly OaiRecord[]): { setSpec: string; setName: string }[] {
  const volumes = [...new Set(records.map((record) => record.issue.volume))].sort((a, b) => a - b);
  return volumes.map((volume) => ({ setSpec: volumeSetSpec(volume), setName: `Vol. ${volume}` }));
}

/** One page of a list and where it stands in the whole list. */
export interface OaiPage {
  records: OaiRecord[];
  completeListSize: number;
  /** How many records came before this page. */
  cursor: number;
  /** The token for the next page; undefined on the last. */
  nextToken?: string;
}

/**
 * The page of records a ListIdentifiers or ListRecords selection asks for: within `from` and
 * `until` (inclusive, to the second), in the set, from the offset its resumption token carries.
 */
export function selectOaiRecords(
  records: readonly OaiRecord[],
  selection: OaiSelection,
  pageSize = OAI_PAGE_SIZE,
): OaiPage | { error: OaiError } {
  const from = selection.from === undefined ? -Infinity : Date.parse(selection.from);
  const until = selection.until === undefined ? Infinity : Date.parse(selection.until);
  const matching = records.filter((record) => {
    const changed = Date.parse(record.datestamp);
    return changed >= from && changed <= until && (selection.set === undefined || record.setSpec === selection.set);
  });
  if (matching.length === 0) {
    return selection.offset > 0
      ? { error: { code: "badResumptionToken", message: "The list has changed: start it again without the token." } }
      : { error: { code: "noRecordsMatch", message: "No record matches these arguments." } };
  }
  if (selection.offset >= matching.length) {
    return {
      error: { code: "badResumptionToken", message: "The list has changed: start it again without the token." },
    };
  }
  const end = selection.offset + pageSize;
  return {
    records: matching.slice(selection.offset, end),
    completeListSize: matching.length,
    cursor: selection.offset,
    ...(end < matching.length ? { nextToken: encodeResumptionToken({ ...selection, offset: end }) } : {}),
  };
}
