import { describe, expect, it } from "vitest";
import { demoArticlePdf, type DemoArticle } from "../../scripts/lib/demo/article-pdf";
import { readPdf } from "../support/pdf-text";

const article: DemoArticle = {
  title: "Soil health cards and wheat yields in eastern Uttar Pradesh: a three-season field study",
  authors: [
    {
      name: "Asha Verma",
      affiliation: "Demo Institute of Agronomy, Lucknow",
      orcid: "",
      email: "",
      corresponding: false,
    },
    {
      name: "रमेश कुमार",
      affiliation: "Demo Krishi Vigyan Kendra",
      orcid: "",
      email: "r@example.org",
      corresponding: true,
    },
  ],
  abstract: "We compared fields whose farmers followed their soil health cards with fields that did not.",
  keywords: ["soil health", "wheat"],
  published: "2026-03-31",
  firstPage: 1,
  lastPage: 12,
};

describe("a demo article's PDF", () => {
  it("is one page whose first lines are the title, then the authors, as Google Scholar reads a first page", async () => {
    const bytes = await demoArticlePdf(article, {
      journalName: "Agricultural Innovation & Technology",
      label: "Vol. 1, No. 1 (March 2026)",
    });
    const pdf = await readPdf(bytes);
    expect(pdf.pageCount).toBe(1);
    const titleLines = pdf.lines.findIndex((line) => line.includes("Asha Verma"));
    expect(titleLines).toBeGreaterThan(0);
    expect(pdf.lines.slice(0, titleLines).join(" ")).toBe(article.title);
    expect(pdf.lines[titleLines]).toBe("Asha Verma, रमेश कुमार");
    expect(pdf.flat).toContain("Agricultural Innovation & Technology, Vol. 1, No. 1 (March 2026), pp. 1-12");
    expect(pdf.flat).toContain(article.abstract);
    expect(pdf.flat).toContain("Keywords: soil health; wheat");
    expect(pdf.flat).toContain("Fictional demo content");
    // The title wraps, in type large enough that its lines stand about 29 pt apart (22 pt type);
    // the authors' 13 pt and the abstract's 11 pt lines stand 17 and 14 pt apart.
    expect(titleLines).toBeGreaterThanOrEqual(2);
    const baselines = [...new Set(pdf.pieces.map((piece) => Math.round(piece.y)))].sort((a, b) => b - a);
    expect((baselines[0] ?? 0) - (baselines[1] ?? 0)).toBeGreaterThan(25);
  });
});
