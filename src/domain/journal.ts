import * as z from "zod";
import { EMAIL_ADDRESS, emailAddressMessages } from "./email-address";
import {
  booleanField,
  emailField,
  formObjectList,
  isoDate,
  limitedText,
  lineList,
  positiveWhole,
  RECORD_ID_SHAPE,
  requiredText,
  slugField,
  storedMeta,
  yearField,
} from "./fields";
import {
  DOI_MESSAGE,
  ISSN_MESSAGES,
  ORCID_MESSAGES,
  isDoi,
  issnProblem,
  normaliseDoi,
  normaliseIssn,
  normaliseOrcid,
  orcidProblem,
} from "./scholarly-identifiers";

/**
 * The society's journal (docs/rules/journal.md §1-§4): its details, its issues and the articles in them.
 * What the Journal tab's forms and the API accept, and what is stored; the public pages, the
 * indexers' metadata and the deposit files are all made from these records.
 */

const optionalLimited = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} is too long (${max} characters at most).` })
    .optional()
    .default("");

/** An ISSN field: empty, or a valid ISSN however it was typed. */
const issnField = (label: string) =>
  optionalLimited(label, 20)
    .transform((text) => (text === "" ? "" : normaliseIssn(text)))
    .superRefine((issn, context) => {
      const problem = issn === "" ? undefined : issnProblem(issn);
      if (problem) context.addIssue({ code: "custom", message: `${label} ${ISSN_MESSAGES[problem]}` });
    });

// ---------------------------------------------------------------------------------------------
// Licences: what the article pages, the metadata and the deposits name.

export const LICENCES = {
  "CC BY 4.0": "https://creativecommons.org/licenses/by/4.0/",
  "CC BY-SA 4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
  "CC BY-NC 4.0": "https://creativecommons.org/licenses/by-nc/4.0/",
  "CC BY-NC-SA 4.0": "https://creativecommons.org/licenses/by-nc-sa/4.0/",
  "CC BY-NC-ND 4.0": "https://creativecommons.org/licenses/by-nc-nd/4.0/",
  "CC0 1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
} as const;
export type Licence = keyof typeof LICENCES;
const LICENCE_NAMES = Object.keys(LICENCES) as [Licence, ...Licence[]];

// ---------------------------------------------------------------------------------------------
// The journal's details: one document.

const guestEditor = z.object(
  {
    name: limitedText("Guest editor's name", 200),
    affiliation: optionalLimited("Guest editor's affiliation", 300),
  },
  { error: "Each guest editor is a name with an affiliation." },
);

export const journalDetailsInput = z
  .object({
    name: limitedText("Name", 300),
    issnPrint: issnField("ISSN (print)"),
    issnOnline: issnField("ISSN (online)"),
    publisher: limitedText("Publisher", 300),
    frequency: limitedText("Frequency", 200),
    focusAreas: lineList("Focus areas"),
    indexingServices: lineList("Indexing services", 0).default([]),
    submissionGuidelines: lineList("Submission guidelines"),
    editorialEmail: emailField("Editorial office e-mail"),
    licence: z
      .enum(LICENCE_NAMES, { error: `Licence must be one of ${LICENCE_NAMES.join(", ")}.` })
      .default("CC BY 4.0"),
    specialIssue: z
      .object({
        title: limitedText("Special issue title", 300),
        summary: optionalLimited("Special issue summary", 2000),
        guestEditors: z.array(guestEditor).max(20, { error: "At most 20 guest editors." }).default([]),
        /** Its call for papers: "Manuscripts due" -> "31 March 2027". */
        dates: z
          .array(z.object({ term: limitedText("Date's label", 100), detail: limitedText("Date", 200) }))
          .max(10, { error: "At most 10 dates." })
          .default([]),
      })
      .nullable()
      .default(null),
  })
  .refine((details) => details.issnPrint !== "" || details.issnOnline !== "", {
    error: "Give the journal's ISSN: print, online or both.",
    path: ["issnOnline"],
  })
  .refine((details) => details.issnPrint === "" || details.issnPrint !== details.issnOnline, {
    error: "The print and online ISSNs are different numbers: each edition has its own.",
    path: ["issnOnline"],
  });
export type JournalDetailsInput = z.input<typeof journalDetailsInput>;
export type JournalDetails = z.output<typeof journalDetailsInput>;

/** The details as stored and answered. */
export const journalDetails = z.object({
  name: z.string(),
  issnPrint: z.string(),
  issnOnline: z.string(),
  publisher: z.string(),
  frequency: z.string(),
  focusAreas: z.array(z.string()),
  indexingServices: z.array(z.string()),
  submissionGuidelines: z.array(z.string()),
  editorialEmail: z.string(),
  licence: z.enum(LICENCE_NAMES),
  specialIssue: z
    .object({
      title: z.string(),
      summary: z.string(),
      guestEditors: z.array(z.object({ name: z.string(), affiliation: z.string() })),
      dates: z.array(z.object({ term: z.string(), detail: z.string() })),
    })
    .nullable(),
}) satisfies z.ZodType<JournalDetails>;

/** The journal's ISSNs, print first, leaving out an edition that has none. */
export const journalIssns = (journal: Pick<JournalDetails, "issnPrint" | "issnOnline">): string[] =>
  [journal.issnPrint, journal.issnOnline].filter((issn) => issn !== "");

// ---------------------------------------------------------------------------------------------
// Issues

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** docs/rules/public-site.md §2: the journal is quarterly, its issues out in these months. */
export const ISSUE_MONTHS = [
  "March",
  "June",
  "September",
  "December",
] as const satisfies readonly (typeof MONTHS)[number][];

/** "March, June, September and December". */
export const ISSUE_SCHEDULE = `${ISSUE_MONTHS.slice(0, -1).join(", ")} and ${ISSUE_MONTHS[ISSUE_MONTHS.length - 1]}`;

export const journalIssueInput = z.object({
  volume: positiveWhole("Volume"),
  number: positiveWhole("Number"),
  year: yearField("Year"),
  month: positiveWhole("Month").pipe(z.number().max(12, { error: "Month must be from 1 (January) to 12 (December)." })),
  /** A special issue's own title; "" for a regular one. */
  specialTitle: optionalLimited("Special issue title", 300),
  guestEditors: formObjectList(
    z.array(guestEditor, { error: "Guest editors must be a list." }).max(20, { error: "At most 20 guest editors." }),
  ).default([]),
  published: booleanField("Published").default(false),
});
export type JournalIssueInput = z.input<typeof journalIssueInput>;
export type JournalIssue = z.output<typeof journalIssueInput>;

export const journalIssueRecord = storedMeta.extend({
  volume: z.number(),
  number: z.number(),
  year: z.number(),
  month: z.number(),
  specialTitle: z.string(),
  guestEditors: z.array(z.object({ name: z.string(), affiliation: z.string() })),
  /** "/api/files/{id}" of the cover image, or "". */
  cover: z.string(),
  published: z.boolean(),
  /** When it was first published, the date its articles' feed entries carry; null while a draft. */
  publishedAt: z.string().nullable(),
});
export type JournalIssueRecord = z.infer<typeof journalIssueRecord>;

/** "Vol. 3, No. 2 (June 2026)". */
export const issueLabel = (issue: Pick<JournalIssueRecord, "volume" | "number" | "year" | "month">): string =>
  `Vol. ${issue.volume}, No. ${issue.number} (${MONTHS[issue.month - 1] ?? ""} ${issue.year})`;

/** Newest first: by year, then month, then number. */
export const sortIssues = <T extends Pick<JournalIssueRecord, "volume" | "number" | "year" | "month">>(
  issues: readonly T[],
): T[] =>
  [...issues].sort((a, b) => b.year - a.year || b.month - a.month || b.volume - a.volume || b.number - a.number);

/** The issue's address: "/journal/volume-3/issue-2/". */
export const issuePath = (issue: Pick<JournalIssueRecord, "volume" | "number">): string =>
  `/journal/volume-${issue.volume}/issue-${issue.number}/`;

// ---------------------------------------------------------------------------------------------
// Articles

export const ARTICLE_TYPES = ["Research article", "Review", "Short communication", "Editorial"] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

/** The languages an article may be in, as ISO 639-1 codes with their names. */
export const ARTICLE_LANGUAGES = { en: "English", hi: "Hindi" } as const;
const LANGUAGE_CODES = Object.keys(ARTICLE_LANGUAGES) as [keyof typeof ARTICLE_LANGUAGES];

export const articleAuthor = z
  .object(
    {
      name: limitedText("Author's name", 200),
      affiliation: optionalLimited("Author's affiliation", 300),
      orcid: optionalLimited("ORCID iD", 60)
        .transform((text) => (text === "" ? "" : normaliseOrcid(text)))
        .superRefine((orcid, context) => {
          const problem = orcid === "" ? undefined : orcidProblem(orcid);
          if (problem) context.addIssue({ code: "custom", message: `ORCID iD ${ORCID_MESSAGES[problem]}` });
        }),
      /** Only the corresponding author's; "" for the others. */
      email: z
        .string({ error: "Author's e-mail must be text." })
        .trim()
        .optional()
        .default("")
        .pipe(
          z.union([
            z.literal(""),
            z.email({ pattern: EMAIL_ADDRESS, error: emailAddressMessages("Author's e-mail").invalid }),
          ]),
        ),
      corresponding: booleanField("Corresponding").default(false),
    },
    { error: "Each author is a name with an affiliation, an ORCID iD and, for the corresponding author, an e-mail." },
  )
  // Only the corresponding author's address is printed, so only theirs is kept.
  .transform((author) => (author.corresponding ? author : { ...author, email: "" }));
export type ArticleAuthor = z.output<typeof articleAuthor>;

export { SLUG_SHAPE, slugFromTitle } from "./fields";

/** An article's issue that is not one of the journal's: its id's shape is wrong, or no issue has it. */
export const ARTICLE_ISSUE_MESSAGE = "Choose an issue of the journal: the one given does not exist.";

const pageNumber = (label: string) =>
  positiveWhole(label).pipe(z.number().max(99_999, { error: `${label} is too large.` }));

export const journalArticleInput = z
  .object({
    issueId: requiredText("Issue").pipe(z.string().regex(RECORD_ID_SHAPE, { error: ARTICLE_ISSUE_MESSAGE })),
    title: limitedText("Title", 500),
    type: z.enum(ARTICLE_TYPES, { error: `Type must be one of ${ARTICLE_TYPES.join(", ")}.` }),
    authors: formObjectList(
      z
        .array(articleAuthor, { error: "Authors must be a list." })
        .min(1, { error: "Give at least one author." })
        .max(100, { error: "At most 100 authors." }),
    ),
    abstract: limitedText("Abstract", 10_000),
    keywords: lineList("Keywords", 0)
      .pipe(
        z
          .array(z.string().max(100, { error: "Each keyword is 100 characters at most." }))
          .max(20, { error: "At most 20 keywords." }),
      )
      // None is a choice: a missing list is an empty one.
      .default([]),
    firstPage: pageNumber("First page"),
    lastPage: pageNumber("Last page"),
    doi: optionalLimited("DOI", 300)
      .transform(normaliseDoi)
      .refine((doi) => doi === "" || isDoi(doi), { error: `DOI ${DOI_MESSAGE}` }),
    received: isoDate("Received"),
    accepted: isoDate("Accepted"),
    published: isoDate("Published"),
    language: z.enum(LANGUAGE_CODES, { error: `Language must be one of ${LANGUAGE_CODES.join(", ")}.` }).default("en"),
    slug: slugField("Address"),
    /** Ready to appear with its issue; a draft is seen only in the Journal tab. */
    ready: booleanField("Ready").default(false),
  })
  .refine((article) => article.lastPage >= article.firstPage, {
    error: "Last page cannot come before the first page.",
    path: ["lastPage"],
  })
  .refine((article) => article.accepted >= article.received, {
    error: "Accepted cannot be before Received.",
    path: ["accepted"],
  })
  .refine((article) => article.published >= article.accepted, {
    error: "Published cannot be before Accepted.",
    path: ["published"],
  })
  .refine((article) => article.authors.filter((author) => author.corresponding).length === 1, {
    error: "Mark one author, exactly one, as the corresponding author.",
    path: ["authors"],
  })
  .refine((article) => article.authors.every((author) => !author.corresponding || author.email !== ""), {
    error: "Give the corresponding author's e-mail.",
    path: ["authors"],
  });
export type JournalArticleInput = z.input<typeof journalArticleInput>;
export type JournalArticle = z.output<typeof journalArticleInput>;

export const ARTICLE_ORDER_MESSAGE =
  "List every article of the issue once, in the order its contents should show them.";

/** An issue's contents in a new order: its articles' ids, first to last. */
export const articleOrderInput = z.object({
  articles: z
    .array(z.string().regex(RECORD_ID_SHAPE, { error: ARTICLE_ORDER_MESSAGE }), { error: ARTICLE_ORDER_MESSAGE })
    .min(1, { error: ARTICLE_ORDER_MESSAGE })
    .max(1000, { error: ARTICLE_ORDER_MESSAGE }),
});

export const journalArticleRecord = storedMeta.extend({
  issueId: z.string(),
  /** Its place in the issue's table of contents, from 1. */
  position: z.number(),
  title: z.string(),
  type: z.enum(ARTICLE_TYPES),
  authors: z.array(
    z.object({
      name: z.string(),
      affiliation: z.string(),
      orcid: z.string(),
      email: z.string(),
      corresponding: z.boolean(),
    }),
  ),
  abstract: z.string(),
  keywords: z.array(z.string()),
  firstPage: z.number(),
  lastPage: z.number(),
  doi: z.string(),
  received: z.string(),
  accepted: z.string(),
  published: z.string(),
  language: z.enum(LANGUAGE_CODES),
  slug: z.string(),
  ready: z.boolean(),
  /** Saved as ready at least once: its address is fixed from then on (§3). */
  everReady: z.boolean(),
  /** "/api/files/{id}" of the PDF, or "" before one is uploaded. */
  pdf: z.string(),
});
export type JournalArticleRecord = z.infer<typeof journalArticleRecord>;

/** The article's page: "/journal/articles/soil-health-yield-2026/". */
export const articlePath = (article: Pick<JournalArticleRecord, "slug">): string =>
  `/journal/articles/${article.slug}/`;

/** Its PDF on the same host, under a stable address ending in .pdf, as Google Scholar asks. */
export const articlePdfPath = (article: Pick<JournalArticleRecord, "slug">): string =>
  `/journal/articles/${article.slug}.pdf`;

/**
 * Whether the public may see an article: it is ready, its issue is published, and it has its PDF.
 * Every public place (pages, API, sitemap, feed, OAI-PMH, search) asks this one question.
 */
export const isArticlePublic = (
  article: Pick<JournalArticleRecord, "ready" | "pdf" | "issueId">,
  issue: Pick<JournalIssueRecord, "_id" | "published"> | undefined,
): boolean => article.ready && article.pdf !== "" && issue?._id === article.issueId && issue.published;

/**
 * Why a save may not give an article this address: another article has it, or this one has been
 * marked ready before, after which its address is what citations, indexes and its DOI point at.
 */
export function articleAddressProblem(
  articles: readonly Pick<JournalArticleRecord, "_id" | "slug">[],
  slug: string,
  current?: Pick<JournalArticleRecord, "_id" | "slug" | "everReady">,
): string | undefined {
  if (current?.everReady && slug !== current.slug) {
    return "The address of an article marked ready cannot change: citations and indexes point at it.";
  }
  if (articles.some((article) => article.slug === slug && article._id !== current?._id)) {
    return `Another article has the address ${slug}. Choose another.`;
  }
  return undefined;
}

/** Why an issue may not have this volume and number: another issue has them. */
export function issueNumberProblem(
  issues: readonly Pick<JournalIssueRecord, "_id" | "volume" | "number">[],
  candidate: Pick<JournalIssueRecord, "volume" | "number">,
  id?: string,
): string | undefined {
  return issues.some(
    (issue) => issue.volume === candidate.volume && issue.number === candidate.number && issue._id !== id,
  )
    ? `Volume ${candidate.volume}, number ${candidate.number} exists already.`
    : undefined;
}

/** The place after the last article of the issue. */
export const nextPosition = (
  articles: readonly Pick<JournalArticleRecord, "issueId" | "position">[],
  issueId: string,
) => Math.max(0, ...articles.filter((article) => article.issueId === issueId).map((article) => article.position)) + 1;

export interface PublicIssue<I, A> {
  issue: I;
  articles: A[];
}

/** An issue's contents order (§3): by place; two articles given one place at once, in the order they were added. */
export const byContentsOrder = (
  a: Pick<JournalArticleRecord, "position" | "createdAt">,
  b: Pick<JournalArticleRecord, "position" | "createdAt">,
): number => a.position - b.position || a.createdAt.localeCompare(b.createdAt);

/**
 * What the public sees of the journal (§4): the published issues, newest first, each with its
 * public articles in their table-of-contents order.
 */
export function publicIssues<I extends JournalIssueRecord, A extends JournalArticleRecord>(
  issues: readonly I[],
  articles: readonly A[],
): PublicIssue<I, A>[] {
  const published = sortIssues(issues.filter((issue) => issue.published));
  const byIssue = new Map(published.map((issue) => [issue._id, issue]));
  return published.map((issue) => ({
    issue,
    articles: articles
      .filter((article) => isArticlePublic(article, byIssue.get(article.issueId)) && article.issueId === issue._id)
      .sort(byContentsOrder),
  }));
}

/**
 * An article as the public API answers it: its PDF by the article's public address, never by its
 * stored file's, so a PDF is reached only through the check of §4.
 */
export const publicArticle = <A extends JournalArticleRecord>(article: A): A => ({
  ...article,
  pdf: articlePdfPath(article),
});
