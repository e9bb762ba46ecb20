import { describe, expect, it } from "vitest";
import { journalArticleInput, journalIssueInput, type JournalArticleInput } from "../../src/domain/journal";
import { HttpError } from "../../src/server/http/errors";
import {
  ARTICLE_DELETE_REFUSED,
  ARTICLE_MESSAGES,
  addArticle,
  removeArticle,
  updateArticle,
} from "../../src/server/journal/articles";
import { readJournalDetails, writeJournalDetails } from "../../src/server/journal/details";
import { startingJournalDetails } from "../../src/server/journal/starting-details";
import { ISSUE_MESSAGES, addIssue, removeIssue, updateIssue } from "../../src/server/journal/issues";
import { readPublicJournal } from "../../src/server/journal/public";
import { NEVER_SAVED, StaleRecordError } from "../../src/server/store";
import { useOwnSandbox } from "../support/own-sandbox";

/** The journal's records in the store (docs/rules/journal.md §1-§4). Its own store: the details start unsaved. */
useOwnSandbox("journal-store");

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof HttpError ? { status: error.status, message: error.message } : error;
};

const issueOf = (volume: number, number: number, published = false) =>
  journalIssueInput.parse({ volume, number, year: 2026, month: number * 3, published });

let slugs = 0;
const articleOf = (issueId: string, overrides: Partial<JournalArticleInput> = {}) =>
  journalArticleInput.parse({
    issueId,
    title: "Soil health",
    type: "Research article",
    authors: [{ name: "Asha Verma", email: "asha@example.org", corresponding: true }],
    abstract: "We measured.",
    firstPage: 1,
    lastPage: 9,
    received: "2026-01-01",
    accepted: "2026-02-01",
    published: "2026-03-01",
    slug: `article-${++slugs}`,
    ...overrides,
  });

describe("the journal's details", () => {
  it("are the journal page's own until saved, without placeholder ISSNs, then what was saved", async () => {
    const defaults = await readJournalDetails();
    expect(defaults).toEqual({ ...startingJournalDetails(), updatedAt: NEVER_SAVED });
    expect(defaults).toMatchObject({
      name: "Agricultural Innovation & Technology",
      issnPrint: "",
      licence: "CC BY 4.0",
    });
    const saved = { ...defaults, issnOnline: "2049-3630", indexingServices: ["Google Scholar"] };
    const written = await writeJournalDetails(saved);
    expect(written.updatedAt > NEVER_SAVED).toBe(true);
    expect(await readJournalDetails()).toEqual({ ...saved, updatedAt: written.updatedAt });
  });
});

describe("issues", () => {
  it("have one volume and number each", async () => {
    await addIssue(issueOf(101, 1));
    expect(await refusal(addIssue(issueOf(101, 1)))).toEqual({
      status: 409,
      message: "Volume 101, number 1 exists already.",
    });
    const second = await addIssue(issueOf(101, 2));
    expect(await refusal(updateIssue(second._id, issueOf(101, 1)))).toEqual({
      status: 409,
      message: "Volume 101, number 1 exists already.",
    });
  });

  it("are dated when first published, keep that date back in draft, and refuse a stale edit", async () => {
    const draft = await addIssue(issueOf(102, 1));
    expect(draft.publishedAt).toBeNull();
    const published = await updateIssue(draft._id, issueOf(102, 1, true));
    expect(published.publishedAt).toEqual(expect.any(String));
    const back = await updateIssue(draft._id, issueOf(102, 1, false), { expectedUpdatedAt: published.updatedAt });
    expect(back).toMatchObject({ published: false, publishedAt: published.publishedAt });
    await expect(updateIssue(draft._id, issueOf(102, 1), { expectedUpdatedAt: published.updatedAt })).rejects.toThrow(
      StaleRecordError,
    );
    expect(await refusal(updateIssue("no-such-issue", issueOf(102, 4)))).toEqual({
      status: 404,
      message: "Issue not found.",
    });
  });

  it("are deleted only when they hold no article", async () => {
    const issue = await addIssue(issueOf(103, 1));
    const article = await addArticle(articleOf(issue._id));
    expect(await refusal(removeIssue(issue._id))).toEqual({ status: 409, message: ISSUE_MESSAGES.hasArticles });
    await removeArticle(article._id);
    expect((await removeIssue(issue._id))._id).toBe(issue._id);
  });
});

describe("articles", () => {
  it("belong to an issue that exists, each at the end of its contents when added or moved", async () => {
    expect(await refusal(addArticle(articleOf("no-such-issue")))).toEqual({
      status: 400,
      message: ARTICLE_MESSAGES.noSuchIssue,
    });
    const [one, two] = [await addIssue(issueOf(104, 1)), await addIssue(issueOf(104, 2))];
    const first = await addArticle(articleOf(one._id));
    const second = await addArticle(articleOf(one._id));
    const elsewhere = await addArticle(articleOf(two._id));
    expect([first.position, second.position, elsewhere.position]).toEqual([1, 2, 1]);
    const moved = await updateArticle(first._id, articleOf(two._id, { slug: first.slug }));
    expect(moved.position).toBe(2);
    const edited = await updateArticle(second._id, articleOf(one._id, { slug: second.slug, title: "Edited" }));
    expect(edited).toMatchObject({ position: 2, title: "Edited" });
  });

  it("have an address no other article has, fixed once marked ready", async () => {
    const issue = await addIssue(issueOf(105, 1));
    const taken = await addArticle(articleOf(issue._id));
    expect(await refusal(addArticle(articleOf(issue._id, { slug: taken.slug })))).toEqual({
      status: 409,
      message: `Another article has the address ${taken.slug}. Choose another.`,
    });
    const draft = await addArticle(articleOf(issue._id));
    const renamed = await updateArticle(draft._id, articleOf(issue._id, { slug: "renamed-while-draft" }));
    expect(renamed.slug).toBe("renamed-while-draft");
    const ready = await updateArticle(draft._id, articleOf(issue._id, { slug: "renamed-while-draft", ready: true }));
    const backToDraft = await updateArticle(
      draft._id,
      articleOf(issue._id, { slug: "renamed-while-draft", ready: false }),
    );
    expect([ready.everReady, backToDraft.everReady]).toEqual([true, true]);
    expect(await refusal(updateArticle(draft._id, articleOf(issue._id, { slug: "renamed-again" })))).toEqual({
      status: 409,
      message: "The address of an article marked ready cannot change: citations and indexes point at it.",
    });
  });

  it("are deleted only as drafts, and a stale edit is refused", async () => {
    const issue = await addIssue(issueOf(106, 1));
    const article = await addArticle(articleOf(issue._id, { ready: true }), "/api/files/pdf-1");
    expect(await refusal(removeArticle(article._id))).toEqual({ status: 409, message: ARTICLE_DELETE_REFUSED });
    const draft = await updateArticle(article._id, articleOf(issue._id, { slug: article.slug, ready: false }));
    expect(draft.pdf).toBe("/api/files/pdf-1");
    await expect(
      updateArticle(article._id, articleOf(issue._id, { slug: article.slug }), {
        expectedUpdatedAt: article.updatedAt,
      }),
    ).rejects.toThrow(StaleRecordError);
    await removeArticle(article._id);
    expect(await refusal(removeArticle(article._id))).toEqual({ status: 404, message: "Article not found." });
  });
});

describe("what visitors see", () => {
  it("only ready articles with a PDF, in published issues", async () => {
    const published = await addIssue(issueOf(107, 1, true));
    const unpublished = await addIssue(issueOf(107, 2));
    const shown = await addArticle(articleOf(published._id, { ready: true }), "/api/files/a");
    await addArticle(articleOf(published._id, { ready: false }), "/api/files/b");
    await addArticle(articleOf(published._id, { ready: true }));
    await addArticle(articleOf(unpublished._id, { ready: true }), "/api/files/c");
    const journal = await readPublicJournal();
    expect(journal.map(({ issue }) => issue._id)).not.toContain(unpublished._id);
    const forPublished = journal.find(({ issue }) => issue._id === published._id);
    expect(forPublished?.articles.map((article) => article._id)).toEqual([shown._id]);
  });
});
