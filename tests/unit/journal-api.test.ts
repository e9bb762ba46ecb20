import { beforeAll, describe, expect, it } from "vitest";
import { startingJournalDetails } from "../../src/server/journal/starting-details";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { NEVER_SAVED } from "../../src/server/store";
import type { JournalArticleRecord, JournalIssueRecord } from "../../src/domain/journal";
import { call, roleToken, type CallResult } from "../support/api";
import { typedJournalArticle, typedJournalDetails, typedJournalIssue } from "../support/journal";
import { form } from "../support/uploads";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * /api/journal and its issues and articles (docs/rules/journal.md §1-§4). Its own store: the
 * details start unsaved and the journal empty.
 */
useOwnSandbox("journal-api");

const details = { ...typedJournalDetails, licence: "CC BY-NC 4.0" };

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
});

describe("the journal's details", () => {
  it("are the defaults for everyone until saved, kept by the CDN under the journal's tag", async () => {
    const answer = await call("GET", "/api/journal");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ...startingJournalDetails(), updatedAt: NEVER_SAVED });
    expect(answer.headers.get("netlify-cache-tag")).toBe("collection-journal");
  });

  it("are saved by an editor, as read back by a visitor", async () => {
    const saved = await call("PUT", "/api/journal", { token: editor, body: details });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      issnPrint: "2434-561X",
      focusAreas: ["Soil health", "Agribusiness"],
      indexingServices: [],
      licence: "CC BY-NC 4.0",
      specialIssue: null,
    });
    expect((await call("GET", "/api/journal")).json).toEqual(saved.json);
  });

  it("refuse with 409 a save over a version the editor did not load, in the header or the body", async () => {
    const loaded = (await call("GET", "/api/journal", { token: editor })).json.updatedAt as string;
    const between = await call("PUT", "/api/journal", {
      token: editor,
      body: { ...details, publisher: "Saved elsewhere" },
      headers: { "if-match": `"${loaded}"` },
    });
    expect(between.status).toBe(200);
    expect((between.json.updatedAt as string) > loaded).toBe(true);
    for (const stale of [{ headers: { "if-match": loaded } }, { body: { ...details, updatedAt: loaded } }]) {
      const answer = await call("PUT", "/api/journal", { token: editor, body: details, ...stale });
      expect(answer).toMatchObject({ status: 409, json: { message: STALE_EDIT_MESSAGE } });
    }
    expect((await call("GET", "/api/journal")).json).toEqual(between.json);
  });

  it("refuse a wrong ISSN with its reason, and anyone but the editors and the owner", async () => {
    const wrong = await call("PUT", "/api/journal", { token: editor, body: { ...details, issnOnline: "2049-3631" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(
      "ISSN (online) is not a valid ISSN: its last character does not match the others. Check it for a typing mistake.",
    );
    expect(await call("PUT", "/api/journal", { token: office, body: details })).toMatchObject({
      status: 403,
      json: { message: ROLE_NOT_ALLOWED },
    });
    expect(await call("PUT", "/api/journal", { body: details })).toMatchObject({
      status: 401,
      json: { message: AUTH_REQUIRED },
    });
  });
});

const ISSUES = "/api/journal/issues";
const ARTICLES = "/api/journal/articles";
const FILE_URL = /^\/api\/files\/[a-f0-9]{24}$/;
const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n`);
const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x01, 0x02]);

/** The record a create answered, once it is sure the create succeeded. */
function createdRecord(answer: CallResult): unknown {
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json;
}
const createdIssue = (answer: CallResult) => createdRecord(answer) as JournalIssueRecord;
const createdArticle = (answer: CallResult) => createdRecord(answer) as JournalArticleRecord;
const ids = (answer: CallResult) => (answer.json as unknown as { _id: string }[]).map((record) => record._id);

/** An article sent as the Journal tab's form: the authors one JSON object per part, the PDF as a file. */
const articleForm = (fields: Record<string, unknown>, pdf?: Buffer) =>
  form(
    { ...fields, authors: (fields.authors as unknown[]).map((author) => JSON.stringify(author)) },
    pdf ? { pdf: { bytes: pdf, type: "application/pdf", name: "article.pdf" } } : {},
  );

describe("the journal's issues and articles", () => {
  let published: JournalIssueRecord;
  let draft: JournalIssueRecord;
  let ready: JournalArticleRecord;
  let unfinished: JournalArticleRecord;
  let inDraftIssue: JournalArticleRecord;

  beforeAll(async () => {
    published = createdIssue(
      await call("POST", ISSUES, {
        token: editor,
        form: form(
          typedJournalIssue({ published: "true", guestEditors: JSON.stringify({ name: "R. Rao", affiliation: "" }) }),
          { cover: { bytes: png(), type: "image/png", name: "cover.png" } },
        ),
      }),
    );
    draft = createdIssue(
      await call("POST", ISSUES, { token: editor, body: typedJournalIssue({ number: 3, month: 9 }) }),
    );
    ready = createdArticle(
      await call("POST", ARTICLES, {
        token: editor,
        form: articleForm(typedJournalArticle(published._id, "ready-one", { ready: "true" }), pdfBytes("ready")),
      }),
    );
    unfinished = createdArticle(
      await call("POST", ARTICLES, { token: editor, body: typedJournalArticle(published._id, "draft-one") }),
    );
    inDraftIssue = createdArticle(
      await call("POST", ARTICLES, {
        token: editor,
        form: articleForm(typedJournalArticle(draft._id, "waiting-one", { ready: "true" }), pdfBytes("waiting")),
      }),
    );
  });

  it("are stored as the form typed them: numbers, flags, guest editors, authors and files", () => {
    expect(published).toMatchObject({
      volume: 3,
      number: 2,
      month: 6,
      published: true,
      guestEditors: [{ name: "R. Rao", affiliation: "" }],
    });
    expect(published.cover).toMatch(FILE_URL);
    expect(published.publishedAt).not.toBeNull();
    expect(draft).toMatchObject({ published: false, publishedAt: null, cover: "" });
    expect(ready).toMatchObject({ position: 1, ready: true, everReady: true, doi: "10.5555/ready-one" });
    expect(ready.authors).toEqual([
      {
        name: "Asha Verma",
        affiliation: "Example Agricultural University, Lucknow",
        orcid: "0000-0002-1825-0097",
        email: "",
        corresponding: false,
      },
      {
        name: "सुनीता वर्मा",
        affiliation: "Example Institute",
        orcid: "",
        email: "sunita@example.org",
        corresponding: true,
      },
    ]);
    expect(ready.pdf).toMatch(FILE_URL);
    expect(unfinished).toMatchObject({ position: 2, ready: false, everReady: false, pdf: "" });
  });

  it("show a visitor only what is public, each PDF by its public address, and the editors everything", async () => {
    const visitorIssues = await call("GET", ISSUES);
    expect(ids(visitorIssues)).toEqual([published._id]);
    expect(visitorIssues.headers.get("netlify-cache-tag")).toBe("collection-journal-issues");
    expect(visitorIssues.headers.get("vary")).toMatch(/Authorization/);
    expect(ids(await call("GET", ISSUES, { token: editor }))).toEqual([draft._id, published._id]);

    const visitorArticles = await call("GET", ARTICLES);
    expect(visitorArticles.json).toEqual([{ ...ready, pdf: "/journal/articles/ready-one.pdf" }]);
    expect(visitorArticles.headers.get("netlify-cache-tag")).toBe(
      "collection-journal-issues,collection-journal-articles",
    );
    expect(visitorArticles.headers.get("vary")).toMatch(/Authorization/);
    // Another role's token reads what a visitor reads.
    expect(ids(await call("GET", ARTICLES, { token: office }))).toEqual([ready._id]);
    expect(ids(await call("GET", ARTICLES, { token: editor }))).toEqual([inDraftIssue._id, ready._id, unfinished._id]);

    for (const hidden of [
      `${ISSUES}/${draft._id}`,
      `${ARTICLES}/${unfinished._id}`,
      `${ARTICLES}/${inDraftIssue._id}`,
    ]) {
      expect(await call("GET", hidden), hidden).toMatchObject({ status: 404 });
      expect((await call("GET", hidden, { token: editor })).status, hidden).toBe(200);
    }
    expect((await call("GET", `${ARTICLES}/${ready._id}`)).json).toMatchObject({
      pdf: "/journal/articles/ready-one.pdf",
    });
  });

  it("serve a public article's PDF inline at its own address, and no other article's", async () => {
    const pdf = await call("GET", "/journal/articles/ready-one.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^inline; filename="ready-one\.pdf"/);
    expect(pdf.headers.get("netlify-cache-tag")).toBe("collection-journal-issues,collection-journal-articles");
    expect(pdf.bytes.toString()).toContain("% ready");
    for (const hidden of ["waiting-one", "draft-one", "no-such-article"]) {
      expect((await call("GET", `/journal/articles/${hidden}.pdf`)).status, hidden).toBe(404);
      expect((await call("GET", `/journal/articles/${hidden}.pdf`, { token: editor })).status, hidden).toBe(404);
    }
  });

  it("publish an issue's ready articles with it, and take them away when it goes back to a draft", async () => {
    const issueNow = (await call("GET", `${ISSUES}/${draft._id}`, { token: editor }))
      .json as unknown as JournalIssueRecord;
    const publishing = await call("PUT", `${ISSUES}/${draft._id}`, {
      token: editor,
      body: { ...typedJournalIssue({ number: 3, month: 9, published: true }), updatedAt: issueNow.updatedAt },
    });
    expect(publishing.status).toBe(200);
    expect(ids(await call("GET", ARTICLES))).toEqual([inDraftIssue._id, ready._id]);
    const back = await call("PUT", `${ISSUES}/${draft._id}`, {
      token: editor,
      body: typedJournalIssue({ number: 3, month: 9, published: false }),
    });
    expect(back.json).toMatchObject({
      published: false,
      publishedAt: (publishing.json as { publishedAt: string }).publishedAt,
    });
    expect(ids(await call("GET", ARTICLES))).toEqual([ready._id]);
  });

  it("refuse a stale edit, a taken number or address, and a changed address once marked ready (409)", async () => {
    const stale = await call("PUT", `${ISSUES}/${published._id}`, {
      token: editor,
      body: { ...typedJournalIssue({ published: true }), updatedAt: "2020-01-01T00:00:00.000Z" },
    });
    expect(stale).toMatchObject({
      status: 409,
      json: { message: "This item was changed elsewhere. Reload to see the latest version." },
    });
    expect(await call("POST", ISSUES, { token: editor, body: typedJournalIssue() })).toMatchObject({
      status: 409,
      json: { message: "Volume 3, number 2 exists already." },
    });
    expect(
      await call("POST", ARTICLES, { token: editor, body: typedJournalArticle(published._id, "ready-one") }),
    ).toMatchObject({ status: 409, json: { message: "Another article has the address ready-one. Choose another." } });
    const moved = await call("PUT", `${ARTICLES}/${ready._id}`, {
      token: editor,
      body: typedJournalArticle(published._id, "a-new-address", { ready: true }),
    });
    expect(moved).toMatchObject({
      status: 409,
      json: { message: "The address of an article marked ready cannot change: citations and indexes point at it." },
    });
  });

  it("keep a PDF an edit does not replace, and trash the one it does", async () => {
    const kept = await call("PUT", `${ARTICLES}/${ready._id}`, {
      token: editor,
      form: articleForm(typedJournalArticle(published._id, "ready-one", { ready: "true", title: "Retitled" })),
    });
    expect(kept.json).toMatchObject({ title: "Retitled", pdf: ready.pdf });
    const replaced = await call("PUT", `${ARTICLES}/${ready._id}`, {
      token: editor,
      form: articleForm(typedJournalArticle(published._id, "ready-one", { ready: "true" }), pdfBytes("second")),
    });
    const pdf = (replaced.json as unknown as JournalArticleRecord).pdf;
    expect(pdf).toMatch(FILE_URL);
    expect(pdf).not.toBe(ready.pdf);
    expect((await call("GET", ready.pdf)).status).toBe(404);
    expect((await call("GET", pdf)).bytes.toString()).toContain("second");
  });

  it("refuse a PDF that is not one, an issue that does not exist, and bad identifiers, with their reasons", async () => {
    const notPdf = await call("POST", ARTICLES, {
      token: editor,
      form: articleForm(typedJournalArticle(published._id, "fake-pdf"), png()),
    });
    expect(notPdf.status).toBe(415);
    expect(
      await call("POST", ARTICLES, { token: editor, body: typedJournalArticle("no-such-issue", "lost") }),
    ).toMatchObject({
      status: 400,
      json: {
        issues: [{ field: "issueId", message: "Choose an issue of the journal: the one given does not exist." }],
      },
    });
    const wrong = await call("POST", ARTICLES, {
      token: editor,
      form: articleForm(
        typedJournalArticle(published._id, "bad-ids", {
          doi: "11.1234/x",
          authors: [{ name: "A", orcid: "0000-0002-1825-0098", corresponding: "true", email: "a@example.org" }],
        }),
      ),
    });
    expect(wrong.status).toBe(400);
    expect((wrong.json.issues as { field: string }[]).map((issue) => issue.field).sort()).toEqual([
      "authors.0.orcid",
      "doi",
    ]);
  });

  it("put an issue's contents in the order the editor gives, every article once", async () => {
    const order = `${ISSUES}/${published._id}/order`;
    const reordered = await call("PUT", order, { token: editor, body: { articles: [unfinished._id, ready._id] } });
    expect(reordered.status).toBe(200);
    expect((reordered.json as unknown as JournalArticleRecord[]).map((a) => [a._id, a.position])).toEqual([
      [unfinished._id, 1],
      [ready._id, 2],
    ]);
    expect(ids(await call("GET", ARTICLES, { token: editor }))).toEqual([inDraftIssue._id, unfinished._id, ready._id]);
    for (const wrong of [[ready._id], [ready._id, ready._id], [ready._id, unfinished._id, inDraftIssue._id]]) {
      expect(await call("PUT", order, { token: editor, body: { articles: wrong } })).toMatchObject({
        status: 400,
        json: { message: "List every article of the issue once, in the order its contents should show them." },
      });
    }
    expect((await call("PUT", order, { token: office, body: { articles: [ready._id] } })).status).toBe(403);
    expect(
      (
        await call("PUT", `${ISSUES}/0123456789abcdef01234567/order`, {
          token: editor,
          body: { articles: [ready._id] },
        })
      ).status,
    ).toBe(404);
  });

  it("delete only a draft article and an empty issue", async () => {
    expect(await call("DELETE", `${ARTICLES}/${ready._id}`, { token: editor })).toMatchObject({
      status: 409,
      json: { message: "An article marked ready cannot be deleted. Take it back to a draft first." },
    });
    expect(await call("DELETE", `${ISSUES}/${draft._id}`, { token: editor })).toMatchObject({
      status: 409,
      json: { message: "This issue has articles: move them to another issue or delete them first." },
    });
    expect((await call("DELETE", `${ARTICLES}/${unfinished._id}`, { token: editor })).json).toEqual({
      message: "Article deleted successfully!",
    });
    const empty = createdIssue(
      await call("POST", ISSUES, { token: editor, body: typedJournalIssue({ volume: 9, number: 1 }) }),
    );
    expect((await call("DELETE", `${ISSUES}/${empty._id}`, { token: editor })).json).toEqual({
      message: "Issue deleted successfully!",
    });
  });

  it("answer harvesters over OAI-PMH with the public articles only, by GET or by a POSTed form", async () => {
    const oai = async (query: string) => {
      const answer = await call("GET", `/api/oai?${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/xml; charset=utf-8");
      return answer.bytes.toString("utf8");
    };
    const records = await oai("verb=ListRecords&metadataPrefix=oai_dc");
    expect([...records.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((match) => match[1])).toEqual([
      "oai:localhost:article/ready-one",
    ]);
    expect(records).toContain("<dc:creator>सुनीता वर्मा</dc:creator>");
    const draft = await oai("verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:localhost:article/waiting-one");
    expect(draft).toContain('<error code="idDoesNotExist">');
    expect(await oai("verb=Sing")).toContain('<error code="badVerb">');
    const posted = await call("POST", "/api/oai", {
      body: "verb=Identify",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.bytes.toString("utf8")).toContain(
      "<repositoryName>Agricultural Innovation &amp; Technology</repositoryName>",
    );
  });

  it("give the editors each published issue's Crossref deposit, new each time, and its DOAJ file", async () => {
    const crossref = `${ISSUES}/${published._id}/crossref.xml`;
    const [first, second] = [
      await call("GET", crossref, { token: editor }),
      await call("GET", crossref, { token: editor }),
    ];
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="crossref-volume-3-issue-2\.xml"/);
    const batchId = (answer: CallResult) => /<doi_batch_id>([^<]+)</.exec(answer.bytes.toString("utf8"))?.[1];
    expect(batchId(first)).toMatch(/^volume-3-issue-2-/);
    expect(batchId(second)).not.toBe(batchId(first));
    expect(first.bytes.toString("utf8")).toContain("<doi>10.5555/ready-one</doi>");
    expect(first.bytes.toString("utf8")).toContain("<resource>http://localhost:");

    const doaj = await call("GET", `${ISSUES}/${published._id}/doaj.xml`, { token: editor });
    expect(doaj.bytes.toString("utf8")).toContain("<doi>10.5555/ready-one</doi>");
    expect(await call("GET", `${ISSUES}/${draft._id}/crossref.xml`, { token: editor })).toMatchObject({
      status: 409,
      json: { message: "Publish the issue first: a deposit names only public articles, and this issue has none." },
    });
    expect((await call("GET", crossref, { token: office })).status).toBe(403);
    expect((await call("GET", crossref)).status).toBe(401);
  });

  it("take writes only from the editors and the owner", async () => {
    const body = typedJournalIssue({ volume: 8 });
    expect(await call("POST", ISSUES, { token: office, body })).toMatchObject({
      status: 403,
      json: { message: ROLE_NOT_ALLOWED },
    });
    expect(await call("POST", ISSUES, { body })).toMatchObject({ status: 401, json: { message: AUTH_REQUIRED } });
    expect((await call("DELETE", `${ARTICLES}/${inDraftIssue._id}`, { token: office })).status).toBe(403);
  });
});
