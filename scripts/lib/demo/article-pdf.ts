import type { JournalArticleRecord } from "../../../src/domain/journal";
import { A4, newDocument } from "../../../src/server/pdf/document";
import { writeOnOnePage } from "../../../src/server/pdf/fit";
import { embedFamily } from "../../../src/server/pdf/fonts";
import { ACCENT, INK, MUTED } from "../../../src/server/pdf/style";

/** What the first page of a demo article shows. */
export type DemoArticle = Pick<
  JournalArticleRecord,
  "title" | "authors" | "abstract" | "keywords" | "published" | "firstPage" | "lastPage"
>;

export interface DemoIssue {
  journalName: string;
  /** "Vol. 3, No. 2 (June 2026)". */
  label: string;
}

const MARGIN = 64;

/**
 * A demo article's PDF (docs/rules/journal.md §3): one A4 page whose first lines are the title in
 * large type and the authors below it, as Google Scholar reads a paper's first page, then the
 * affiliations, the abstract and the keywords, in real text (names in any Indian script shaped).
 * It says on the page that it is fictional demo content.
 */
export async function demoArticlePdf(article: DemoArticle, issue: DemoIssue): Promise<Uint8Array> {
  const authors = article.authors.map((author) => author.name).join(", ");
  const document = await newDocument({
    title: article.title,
    author: authors,
    subject: `${issue.journalName}, ${issue.label}, pages ${article.firstPage}-${article.lastPage}`,
    day: article.published,
  });
  const fonts = await embedFamily(document, "serif");
  const page = document.addPage([A4.width, A4.height]);
  const box = { left: MARGIN, right: A4.width - MARGIN, top: A4.height - MARGIN, bottom: MARGIN };
  const affiliations = [...new Set(article.authors.map((author) => author.affiliation).filter(Boolean))];
  writeOnOnePage(page, fonts, box, (pen) => {
    pen.text(article.title, { size: 22, bold: true, color: INK, clamp: true });
    pen.gap(10);
    pen.text(authors, { size: 13, color: INK, clamp: true });
    if (affiliations.length > 0) {
      pen.gap(4);
      pen.text(affiliations.join("; "), { size: 10, color: MUTED, clamp: true });
    }
    pen.gap(14);
    pen.text(`${issue.journalName}, ${issue.label}, pp. ${article.firstPage}-${article.lastPage}`, {
      size: 10,
      color: ACCENT,
    });
    pen.gap(18);
    pen.text("Abstract", { size: 12, bold: true, color: INK });
    pen.gap(4);
    pen.text(article.abstract, { size: 11, color: INK, clamp: true });
    if (article.keywords.length > 0) {
      pen.gap(10);
      pen.text(`Keywords: ${article.keywords.join("; ")}`, { size: 10, color: MUTED, clamp: true });
    }
    pen.gap(24);
    pen.text("Fictional demo content: this article, its authors and its findings are invented.", {
      size: 9,
      color: MUTED,
    });
  });
  return document.save();
}
