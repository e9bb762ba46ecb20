import { journalIssns, type JournalArticleRecord, type JournalDetails, type JournalIssueRecord } from "./journal";
import { doiUrl } from "./scholarly-identifiers";

/**
 * "How to cite" an article (docs/rules/journal.md §5): APA 7 as a reader copies it, and BibTeX and
 * RIS files for reference managers. Names are kept in whatever script they were given.
 */

export interface CitedArticle {
  journal: Pick<JournalDetails, "name" | "issnPrint" | "issnOnline" | "publisher">;
  issue: Pick<JournalIssueRecord, "volume" | "number" | "year">;
  article: Pick<
    JournalArticleRecord,
    "title" | "authors" | "firstPage" | "lastPage" | "doi" | "published" | "abstract" | "keywords" | "language" | "slug"
  >;
  /** The article page's absolute address. */
  url: string;
}

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
const firstGrapheme = (word: string) => graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? "";

/** "Asha Rani Verma" -> { family: "Verma", given: "Asha Rani" }; one word is a family name alone. */
export function nameParts(name: string): { family: string; given: string } {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? "";
  return { family, given: words.join(" ") };
}

/** APA's form of a name: "Verma, A. R."; a single name stays as it is. */
export function apaName(name: string): string {
  const { family, given } = nameParts(name);
  if (given === "") return family;
  const initials = given
    .split(/[\s]+/)
    .map((word) =>
      word
        .split("-")
        .map((part) => `${firstGrapheme(part)}.`)
        .join("-"),
    )
    .join(" ");
  return `${family}, ${initials}`;
}

/** APA's list of authors: "A, B, & C"; from 21 authors, the first 19, an ellipsis and the last. */
export function apaAuthors(names: readonly string[]): string {
  const formatted = names.map(apaName);
  if (formatted.length === 0) return "";
  if (formatted.length === 1) return formatted[0] ?? "";
  if (formatted.length <= 20) return `${formatted.slice(0, -1).join(", ")}, & ${formatted.at(-1) ?? ""}`;
  return `${formatted.slice(0, 19).join(", ")}, . . . ${formatted.at(-1) ?? ""}`;
}

/** A piece of a formatted citation; the journal's name and the volume are set in italics. */
export interface CitationPart {
  text: string;
  italic?: true;
}

const pageRange = (first: number, last: number) => (first === last ? String(first) : `${first}–${last}`);

/** APA 7: Authors. (Year). Title. *Journal*, *Volume*(Issue), pages. https://doi.org/... */
export function apaCitation({ journal, issue, article, url }: CitedArticle): CitationPart[] {
  const title = /[.?!]$/.test(article.title) ? article.title : `${article.title}.`;
  const authors = apaAuthors(article.authors.map((author) => author.name));
  return [
    { text: `${authors}${authors.endsWith(".") ? "" : "."} (${article.published.slice(0, 4)}). ${title} ` },
    { text: journal.name, italic: true },
    { text: ", " },
    { text: String(issue.volume), italic: true },
    {
      text: `(${issue.number}), ${pageRange(article.firstPage, article.lastPage)}. ${article.doi ? doiUrl(article.doi) : url}`,
    },
  ];
}

export const citationText = (parts: readonly CitationPart[]): string => parts.map((part) => part.text).join("");

// ---------------------------------------------------------------------------------------------
// BibTeX

const BIBTEX_ESCAPES: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** BibTeX's special characters escaped, so a title with "&" or "%" reads as written. */
const bibtexText = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}&%$#_~^]/g, (character) => BIBTEX_ESCAPES[character] ?? character);

/** The article as a BibTeX entry, keyed by its address (unique, ASCII, never changing once public). */
export function bibtex({ journal, issue, article, url }: CitedArticle): string {
  const authors = article.authors
    .map((author) => {
      const { family, given } = nameParts(author.name);
      return given === "" ? `{${bibtexText(family)}}` : `${bibtexText(family)}, ${bibtexText(given)}`;
    })
    .join(" and ");
  const fields: [string, string][] = [
    ["author", authors],
    ["title", `{${bibtexText(article.title)}}`],
    ["journal", bibtexText(journal.name)],
    ["year", article.published.slice(0, 4)],
    ["volume", String(issue.volume)],
    ["number", String(issue.number)],
    [
      "pages",
      article.firstPage === article.lastPage ? String(article.firstPage) : `${article.firstPage}--${article.lastPage}`,
    ],
    ...(article.doi ? [["doi", bibtexText(article.doi)] as [string, string]] : []),
    ["issn", journal.issnOnline || journal.issnPrint],
    ["publisher", bibtexText(journal.publisher)],
    ["url", url],
    ["language", article.language === "hi" ? "hindi" : "english"],
  ];
  return `@article{${article.slug},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(",\n")}\n}\n`;
}

// ---------------------------------------------------------------------------------------------
// RIS

/** One line of a RIS field: tags are two characters, two spaces, a hyphen and a space; no line breaks. */
const risLine = (tag: string, value: string) => `${tag}  - ${value.replace(/\s+/g, " ").trim()}`;

/** The article as a RIS record (lines end in CR LF, as the format says). */
export function ris({ journal, issue, article, url }: CitedArticle): string {
  const [year, month, day] = article.published.split("-");
  const lines = [
    risLine("TY", "JOUR"),
    ...article.authors.map((author) => {
      const { family, given } = nameParts(author.name);
      return risLine("AU", given === "" ? family : `${family}, ${given}`);
    }),
    risLine("TI", article.title),
    risLine("JO", journal.name),
    risLine("PY", year ?? ""),
    risLine("DA", `${year ?? ""}/${month ?? ""}/${day ?? ""}`),
    risLine("VL", String(issue.volume)),
    risLine("IS", String(issue.number)),
    risLine("SP", String(article.firstPage)),
    risLine("EP", String(article.lastPage)),
    ...journalIssns(journal).map((issn) => risLine("SN", issn)),
    ...(article.doi ? [risLine("DO", article.doi)] : []),
    risLine("UR", url),
    risLine("PB", journal.publisher),
    risLine("LA", article.language),
    ...article.keywords.map((keyword) => risLine("KW", keyword)),
    risLine("AB", article.abstract),
    "ER  - ",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
