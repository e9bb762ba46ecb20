import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchSite } from "../../src/server/site-search/search";
import type { Page } from "@playwright/test";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";

/**
 * The journal's built pages from the demo store (docs/rules/journal.md §2-§5): the archive, an
 * issue's contents, an article's page with what indexers read in its head, the citation files,
 * the Atom feed and the sitemap; and nothing of a draft issue or a draft article anywhere.
 * The demo journal (scripts/lib/demo/journal.ts): eight issues, Vol. 2 No. 4 a draft; twenty
 * articles, "potato-storage-price-model" a draft in a published issue.
 */

const ARTICLE = "/journal/articles/dhan-ki-sidhi-buvai/";
const DRAFT_ARTICLE = "potato-storage-price-model";
const DRAFT_ISSUE = "/journal/volume-2/issue-4/";

let site: BuiltSite;
let pages: BuiltPages;
let page: Page;

beforeAll(async () => {
  site = await builtSite("demo");
  pages = await builtPages(site, { markupOnly: true });
  page = pages.page;
}, 300_000);
afterAll(closeBrowser);

const metaContents = (name: string) =>
  page.locator(`head meta[name="${name}"]`).evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));

describe("an article's page", () => {
  beforeAll(async () => {
    expect(await pages.open(ARTICLE)).toBe(200);
  });

  it("carries Google Scholar's tags: authors in order, each with their institution, and absolute addresses", async () => {
    const names = await page
      .locator('head meta[name^="citation_"]')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("name")));
    // Each author's institution and ORCID iD follow the author's own tag, as Scholar pairs them.
    expect(names.slice(0, 6)).toEqual([
      "citation_title",
      "citation_author",
      "citation_author_institution",
      "citation_author_orcid",
      "citation_author",
      "citation_author_institution",
    ]);
    expect(await metaContents("citation_author")).toEqual(["सुनीता वर्मा", "अंजलि मिश्रा"]);
    expect(await metaContents("citation_publication_date")).toEqual(["2025/06/27"]);
    expect(await metaContents("citation_journal_title")).toEqual(["Agricultural Innovation & Technology"]);
    expect(await metaContents("citation_issn")).toEqual(["0000-0019", "0000-0027"]);
    expect(await metaContents("citation_volume")).toEqual(["1"]);
    expect(await metaContents("citation_issue")).toEqual(["2"]);
    expect(await metaContents("citation_firstpage")).toEqual(["51"]);
    expect(await metaContents("citation_lastpage")).toEqual(["60"]);
    expect(await metaContents("citation_doi")).toEqual(["10.5555/ait.2025.1.2.2"]);
    expect(await metaContents("citation_language")).toEqual(["hi"]);
    const [pdfUrl] = await metaContents("citation_pdf_url");
    expect(pdfUrl).toMatch(/^https?:\/\/[^/]+\/journal\/articles\/dhan-ki-sidhi-buvai\.pdf$/);
    const [pageUrl] = await metaContents("citation_abstract_html_url");
    expect(new URL(pageUrl ?? "").pathname).toBe(ARTICLE);
    expect(await metaContents("DC.creator")).toEqual(["सुनीता वर्मा", "अंजलि मिश्रा"]);
    // Shared on social sites as an article, not as a site's page.
    expect(await page.locator('head meta[property="og:type"]').getAttribute("content")).toBe("article");
  });

  it("describes itself as a schema.org ScholarlyArticle in its issue, volume and journal", async () => {
    const [text = ""] = await page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent));
    const article = JSON.parse(text) as Record<string, unknown>;
    expect(article).toMatchObject({
      "@type": "ScholarlyArticle",
      inLanguage: "hi",
      pageStart: "51",
      isPartOf: { issueNumber: "2", isPartOf: { volumeNumber: "1", isPartOf: { "@type": "Periodical" } } },
    });
    expect(await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute("href")).toBe(
      "/journal/feed.xml",
    );
  });

  it("shows the title in its language, the authors, the dates, the DOI, the PDF and how to cite it", async () => {
    expect(await page.locator("h1").getAttribute("lang")).toBe("hi");
    const main = page.locator("main");
    expect(await main.getByRole("link", { name: /Read the PDF/ }).getAttribute("href")).toBe(
      "/journal/articles/dhan-ki-sidhi-buvai.pdf",
    );
    expect(await main.getByRole("link", { name: "https://doi.org/10.5555/ait.2025.1.2.2" }).count()).toBe(1);
    expect(await main.getByText("27 June 2025").count()).toBe(1);
    const cite = main.getByRole("region", { name: "How to cite" });
    expect(await cite.locator(".citation").textContent()).toContain(
      "Agricultural Innovation & Technology, 1(2), 51–60.",
    );
    expect(await cite.getByRole("link", { name: "BibTeX (.bib)" }).getAttribute("href")).toBe(
      "/journal/articles/dhan-ki-sidhi-buvai.bib",
    );
    expect(await site.read("journal/articles/dhan-ki-sidhi-buvai.bib")).toMatch(/^@article\{dhan-ki-sidhi-buvai,/);
    expect(await site.read("journal/articles/dhan-ki-sidhi-buvai.ris")).toMatch(/^TY {2}- JOUR\r\n/);
  });
});

it("the journal's page shows the stored details and the current issue's contents; the archive every published issue", async () => {
  await pages.open("/publications/journal");
  const current = page.getByRole("region", { name: "Current issue" });
  expect(await current.getByRole("link", { name: "Vol. 2, No. 3 (September 2026)" }).getAttribute("href")).toBe(
    "/journal/volume-2/issue-3/",
  );
  expect(await current.getByRole("listitem").count()).toBe(3);
  expect(await page.getByRole("region", { name: "Journal details" }).getByText("0000-0019").count()).toBe(1);

  await pages.open("/journal/");
  const issues = await page
    .locator("main .issues a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(issues).toHaveLength(7);
  expect(issues[0]).toBe("/journal/volume-2/issue-3/");
  expect(issues).not.toContain(DRAFT_ISSUE);
});

it("no draft reaches a page, the sitemap or the feed; every public article and issue is in both", async () => {
  expect(await site.fileFor(DRAFT_ISSUE)).toBeUndefined();
  expect(await site.fileFor(`/journal/articles/${DRAFT_ARTICLE}/`)).toBeUndefined();
  expect(await site.fileFor(`/journal/articles/${DRAFT_ARTICLE}.bib`)).toBeUndefined();
  const everything = [await site.read("sitemap.xml"), await site.read("journal/feed.xml")].join("\n");
  expect(everything).not.toContain(DRAFT_ARTICLE);
  expect(everything).not.toContain("volume-2/issue-4");

  const sitemap = await site.read("sitemap.xml");
  const articlePages = [...sitemap.matchAll(/<loc>[^<]*(\/journal\/articles\/[^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(articlePages).toHaveLength(17);
  expect(sitemap).toMatch(/<loc>[^<]*\/journal\/volume-1\/issue-1\/<\/loc>/);

  const feed = await site.read("journal/feed.xml");
  expect(feed).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  expect([...feed.matchAll(/<entry\b/g)]).toHaveLength(17);
  expect(feed).toMatch(
    /rel="enclosure" type="application\/pdf" href="[^"]+\/journal\/articles\/dhan-ki-sidhi-buvai\.pdf"/,
  );
});

it("the site search finds an article by its title, an author and a keyword, and says it is an article of its issue", async () => {
  // The build's search index, read over HTTP as the search function reads the site's /pagefind/.
  const server = http.createServer((request, response) => {
    const file = path.join(site.outDir, decodeURIComponent(new URL(request.url ?? "/", "http://site").pathname));
    readFile(file).then(
      (data) => response.end(data),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const index = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/pagefind/`;
  try {
    const found = async (q: string) => (await searchSite(index, { q, offset: 0, limit: 10 })).results;
    const expected = {
      url: "/journal/articles/low-cost-soil-moisture-sensor/",
      kind: "Article, Vol. 1, No. 1 (March 2025)",
    };
    expect(await found("soil moisture sensor")).toContainEqual(expect.objectContaining(expected));
    expect(await found("Gurpreet Sandhu")).toContainEqual(expect.objectContaining(expected));
    expect(await found("collective marketing")).toContainEqual(
      expect.objectContaining({
        url: "/journal/articles/farmer-producer-organisations-review/",
        kind: expect.stringMatching(/^Article, Vol\. \d+, No\. \d+ \(\w+ \d{4}\)$/) as unknown,
      }),
    );
    expect(await found("potato cold storage")).not.toContainEqual(
      expect.objectContaining({ url: `/journal/articles/${DRAFT_ARTICLE}/` }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
