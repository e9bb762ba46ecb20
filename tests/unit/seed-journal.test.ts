import { beforeAll, describe, expect, it } from "vitest";
import { demoDownloads, demoExecutives } from "../../scripts/lib/demo-content";
import { DEMO_JOURNAL_ISSNS, demoJournal } from "../../scripts/lib/demo/journal";
import { seedDemoContent, seedDemoContentOnce } from "../../scripts/lib/seed";
import {
  ARTICLE_TYPES,
  journalArticleInput,
  type JournalArticleRecord,
  type JournalIssueRecord,
} from "../../src/domain/journal";
import { issnProblem } from "../../src/domain/scholarly-identifiers";
import { journalArticlesCollection, journalIssuesCollection } from "../../src/server/content/collections";
import { fileIdFromUrl, serveFile } from "../../src/server/content/files";
import { readJournalDetails } from "../../src/server/journal/details";
import { startingJournalDetails } from "../../src/server/journal/starting-details";
import { NEVER_SAVED, readDocument } from "../../src/server/store";
import { readPublicJournal } from "../../src/server/journal/public";
import { useOwnSandbox } from "../support/own-sandbox";

/** The journal's demo content (docs/rules/journal.md), in a store of its own so every record is the seed's. */
const own = useOwnSandbox("seed-journal");

const demoArticleCount = demoJournal.reduce((count, { articles }) => count + articles.length, 0);

let issues: JournalIssueRecord[];
let articles: JournalArticleRecord[];
let firstCounts: Record<string, number>;

const storedFileCount = async () => (await own.otherInstance.list({ prefix: "files/" })).blobs.length;

beforeAll(async () => {
  const startedAt = performance.now();
  firstCounts = await seedDemoContent();
  console.log(`Seeding the demo content took ${Math.round(performance.now() - startedAt)} ms.`);
  [issues, articles] = await Promise.all([journalIssuesCollection.list(), journalArticlesCollection.list()]);
}, 60_000);

const issueOf = (article: JournalArticleRecord) => issues.find((issue) => issue._id === article.issueId);

describe("the journal's demo content", () => {
  it("stores the journal page's details with ISSNs that pass the check but are no real journal's", async () => {
    const details = await readJournalDetails();
    const { updatedAt, ...saved } = details;
    expect(saved).toEqual({ ...startingJournalDetails(), ...DEMO_JOURNAL_ISSNS });
    expect(updatedAt > NEVER_SAVED).toBe(true);
    expect(details.issnPrint).not.toBe(details.issnOnline);
    for (const issn of [details.issnPrint, details.issnOnline]) {
      expect(issn).toMatch(/^0000-/);
      expect(issnProblem(issn), issn).toBeUndefined();
    }
  });

  it("has two volumes of four quarterly issues, the last a draft, one a special issue with its guest editor", () => {
    // The details count as one record beside the issues and articles.
    expect(firstCounts).toMatchObject({ journal: 1 + 8 + demoArticleCount });
    const byNumber = issues
      .map(
        (issue) =>
          `${issue.volume}.${issue.number} ${issue.year}-${issue.month} ${issue.published ? "published" : "draft"}`,
      )
      .sort();
    expect(byNumber).toEqual([
      "1.1 2025-3 published",
      "1.2 2025-6 published",
      "1.3 2025-9 published",
      "1.4 2025-12 published",
      "2.1 2026-3 published",
      "2.2 2026-6 published",
      "2.3 2026-9 published",
      "2.4 2026-12 draft",
    ]);
    for (const issue of issues)
      expect(issue.publishedAt === null, `${issue.volume}.${issue.number}`).toBe(!issue.published);
    const special = issues.filter((issue) => issue.specialTitle !== "");
    expect(special).toHaveLength(1);
    expect(special[0]?.guestEditors).toHaveLength(1);
    expect(special[0]?.guestEditors[0]?.affiliation).toMatch(/\bExample\b/);
  });

  it("puts two or three articles in each issue, in page order, one draft in a published issue", () => {
    expect(articles).toHaveLength(demoArticleCount);
    expect(demoArticleCount).toBeGreaterThanOrEqual(18);
    for (const issue of issues) {
      const contents = articles
        .filter((article) => article.issueId === issue._id)
        .sort((a, b) => a.position - b.position);
      const label = `${issue.volume}.${issue.number}`;
      expect(contents.length, label).toBeGreaterThanOrEqual(2);
      expect(contents.length, label).toBeLessThanOrEqual(3);
      expect(
        contents.map((article) => article.position),
        label,
      ).toEqual(contents.map((_, index) => index + 1));
      contents.slice(1).forEach((article, index) => {
        expect(article.firstPage, article.slug).toBeGreaterThan(contents[index]?.lastPage ?? 0);
      });
      expect(
        contents.some((article) => article.keywords.length > 0),
        label,
      ).toBe(true);
    }
    const drafts = articles.filter((article) => !article.ready);
    expect(drafts).toHaveLength(1);
    expect(drafts[0] && issueOf(drafts[0])?.published).toBe(true);
    for (const article of articles) expect(article.everReady, article.slug).toBe(article.ready);
  });

  it("keeps every rule of an article: each passes the form's schema again, with fictional identifiers", () => {
    for (const article of articles) {
      expect(journalArticleInput.parse(article), article.slug).toMatchObject({
        title: article.title,
        authors: article.authors,
        slug: article.slug,
      });
      const corresponding = article.authors.filter((author) => author.corresponding);
      expect(corresponding, article.slug).toHaveLength(1);
      expect(corresponding[0]?.email, article.slug).toMatch(/@example\.org$/);
      expect(article.doi, article.slug).toMatch(/^(10\.5555\/ait\.\d{4}\.\d\.\d\.\d)?$/);
      expect(article.abstract, article.slug).toMatch(/^This is demonstration content\. /);
      for (const author of article.authors) expect(author.affiliation, author.name).toMatch(/\bExample\b/);
    }
    expect(new Set(articles.map((article) => article.type))).toEqual(new Set(ARTICLE_TYPES));
    expect(articles.filter((article) => article.type === "Editorial")).toHaveLength(1);
    expect(articles.filter((article) => article.language === "hi")).toHaveLength(1);
    expect(articles.some((article) => article.authors.some((author) => /[\u0900-\u097f]/.test(author.name)))).toBe(
      true,
    );
    expect(articles.filter((article) => article.authors.some((author) => author.orcid !== "")).length).toBeGreaterThan(
      5,
    );
  });

  it("gives every article its PDF, stored as an upload under the article's title", async () => {
    for (const article of articles) {
      const response = await serveFile(fileIdFromUrl(article.pdf) ?? "");
      expect(response.headers.get("content-type"), article.slug).toBe("application/pdf");
      expect(response.headers.get("content-disposition"), article.slug).toContain(
        encodeURIComponent(`${article.title}.pdf`),
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1"), article.slug).toBe("%PDF-");
    }
    expect(new Set(articles.map((article) => article.pdf)).size).toBe(articles.length);
  });

  it("shows the public the published issues with their ready articles only", async () => {
    const published = await readPublicJournal();
    expect(published.map(({ issue }) => `${issue.volume}.${issue.number}`)).toEqual([
      "2.3",
      "2.2",
      "2.1",
      "1.4",
      "1.3",
      "1.2",
      "1.1",
    ]);
    const shown = published.flatMap((entry) => entry.articles);
    const hidden = articles.filter((article) => !article.ready || !issueOf(article)?.published);
    expect(hidden.length).toBeGreaterThan(1);
    expect(shown.map((article) => article._id).sort()).toEqual(
      articles
        .filter((article) => !hidden.includes(article))
        .map((article) => article._id)
        .sort(),
    );
  });

  it("adds nothing to the journal when seeded again", async () => {
    const files = await storedFileCount();
    const details = await readJournalDetails();
    const counts = await seedDemoContent();
    expect(counts).toMatchObject({ journal: 0 });
    expect((await journalIssuesCollection.list()).map((issue) => issue._id).sort()).toEqual(
      issues.map((issue) => issue._id).sort(),
    );
    expect((await journalArticlesCollection.list()).map((article) => article._id).sort()).toEqual(
      articles.map((article) => article._id).sort(),
    );
    expect(await readJournalDetails()).toEqual(details);
    // The council's photos and the downloads are stored again (those sets add their items each
    // time); no article's PDF is.
    const otherFiles = demoExecutives.filter((member) => member.photo).length + demoDownloads.length;
    expect((await storedFileCount()) - files).toBe(otherFiles);
  });

  it("stops before storing anything when a demo article breaks a rule", async () => {
    const lastIssue = demoJournal.at(-1)?.articles;
    const [model] = lastIssue ?? [];
    if (!lastIssue || !model) throw new Error("The demo journal has no articles.");
    const files = await storedFileCount();
    lastIssue.push({ ...model, slug: "demo-pages-backwards", firstPage: 20, lastPage: 10 });
    try {
      await expect(seedDemoContentOnce()).rejects.toThrow(/Last page cannot come before the first page/);
    } finally {
      lastIssue.pop();
    }
    expect(await readDocument("state/seeded")).toBeNull();
    expect(await journalArticlesCollection.list()).toHaveLength(articles.length);
    expect(await storedFileCount()).toBe(files);
  });
});
