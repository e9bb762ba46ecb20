import { describe, expect, it } from "vitest";
import { apaAuthors, apaCitation, apaName, bibtex, citationText, ris } from "../../src/domain/article-citation";
import {
  dublinCoreTags,
  jsonLdText,
  scholarTags,
  scholarlyArticleJsonLd,
  type IndexedArticle,
} from "../../src/domain/article-metadata";

const cited: IndexedArticle = {
  journal: {
    name: "Agricultural Innovation & Technology",
    issnPrint: "2434-561X",
    issnOnline: "2049-3630",
    publisher: "Society for Agriculture, Entrepreneurship, Environment and Technology Development",
    licence: "CC BY 4.0",
  },
  issue: { volume: 3, number: 2, year: 2026 },
  article: {
    title: "Soil health & yield: 50% more_with {care}",
    type: "Research article",
    authors: [
      {
        name: "Asha Rani Verma",
        affiliation: "University of Lucknow",
        orcid: "0000-0002-1694-233X",
        email: "",
        corresponding: false,
      },
      { name: "रमेश कुमार", affiliation: "", orcid: "", email: "ramesh@example.org", corresponding: true },
      { name: "Sukarno", affiliation: "", orcid: "", email: "", corresponding: false },
    ],
    firstPage: 12,
    lastPage: 20,
    doi: "10.1234/ait.2026.3.2.001",
    published: "2026-06-30",
    abstract: "We measured\nsoil health.",
    keywords: ["soil", "yield"],
    language: "en",
    slug: "soil-health-and-yield",
  },
  url: "https://society.example/journal/articles/soil-health-and-yield/",
  pdfUrl: "https://society.example/journal/articles/soil-health-and-yield.pdf",
};

describe("APA 7", () => {
  it("names authors by family name and initials, in any script, and lists them with an ampersand", () => {
    expect(apaName("Asha Rani Verma")).toBe("Verma, A. R.");
    expect(apaName("Jean-Paul Sartre")).toBe("Sartre, J.-P.");
    expect(apaName("रमेश कुमार")).toBe("कुमार, र.");
    expect(apaName("Sukarno")).toBe("Sukarno");
    expect(apaAuthors(["Asha Verma"])).toBe("Verma, A.");
    expect(apaAuthors(["Asha Verma", "Ravi Singh"])).toBe("Verma, A., & Singh, R.");
    const many = Array.from({ length: 22 }, (_, index) => `Author N${index + 1}`);
    expect(apaAuthors(many)).toBe(
      `${Array.from({ length: 19 }, (_, index) => `N${index + 1}, A.`).join(", ")}, . . . N22, A.`,
    );
  });

  it("cites the article with the journal and volume in italics and the DOI as a link", () => {
    const parts = apaCitation(cited);
    expect(citationText(parts)).toBe(
      "Verma, A. R., कुमार, र., & Sukarno. (2026). Soil health & yield: 50% more_with {care}. Agricultural Innovation & Technology, 3(2), 12–20. https://doi.org/10.1234/ait.2026.3.2.001",
    );
    expect(parts.filter((part) => part.italic).map((part) => part.text)).toEqual([
      "Agricultural Innovation & Technology",
      "3",
    ]);
    const withoutDoi = { ...cited, article: { ...cited.article, doi: "", lastPage: 12 } };
    expect(citationText(apaCitation(withoutDoi))).toMatch(
      /, 3\(2\), 12\. https:\/\/society\.example\/journal\/articles\/soil-health-and-yield\/$/,
    );
  });
});

describe("BibTeX and RIS", () => {
  it("BibTeX keys the entry by the article's address and escapes what TeX would read as commands", () => {
    expect(bibtex(cited)).toBe(
      [
        "@article{soil-health-and-yield,",
        "  author = {Verma, Asha Rani and कुमार, रमेश and {Sukarno}},",
        "  title = {{Soil health \\& yield: 50\\% more\\_with \\{care\\}}},",
        "  journal = {Agricultural Innovation \\& Technology},",
        "  year = {2026},",
        "  volume = {3},",
        "  number = {2},",
        "  pages = {12--20},",
        "  doi = {10.1234/ait.2026.3.2.001},",
        "  issn = {2049-3630},",
        "  publisher = {Society for Agriculture, Entrepreneurship, Environment and Technology Development},",
        "  url = {https://society.example/journal/articles/soil-health-and-yield/},",
        "  language = {english}",
        "}",
        "",
      ].join("\n"),
    );
    expect(bibtex({ ...cited, article: { ...cited.article, title: "a\\b ~ c^2" } })).toContain(
      "title = {{a\\textbackslash{}b \\textasciitilde{} c\\textasciicircum{}2}}",
    );
  });

  it("RIS gives one author per line in order, both ISSNs, keywords, and a one-line abstract, in CR LF lines", () => {
    const lines = ris(cited).split("\r\n");
    expect(lines[0]).toBe("TY  - JOUR");
    expect(lines.filter((line) => line.startsWith("AU  - "))).toEqual([
      "AU  - Verma, Asha Rani",
      "AU  - कुमार, रमेश",
      "AU  - Sukarno",
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "PY  - 2026",
        "DA  - 2026/06/30",
        "SP  - 12",
        "EP  - 20",
        "SN  - 2434-561X",
        "SN  - 2049-3630",
        "DO  - 10.1234/ait.2026.3.2.001",
        "KW  - soil",
        "KW  - yield",
        "AB  - We measured soil health.",
      ]),
    );
    expect(lines.slice(-2)).toEqual(["ER  - ", ""]);
    expect(ris(cited)).not.toMatch(/[^\r]\n/);
  });
});

describe("what indexers read", () => {
  it("Google Scholar's tags: authors in order, each followed by institution and ORCID; the date as YYYY/MM/DD", () => {
    expect(scholarTags(cited)).toEqual([
      ["citation_title", cited.article.title],
      ["citation_author", "Asha Rani Verma"],
      ["citation_author_institution", "University of Lucknow"],
      ["citation_author_orcid", "https://orcid.org/0000-0002-1694-233X"],
      ["citation_author", "रमेश कुमार"],
      ["citation_author", "Sukarno"],
      ["citation_publication_date", "2026/06/30"],
      ["citation_journal_title", "Agricultural Innovation & Technology"],
      ["citation_publisher", cited.journal.publisher],
      ["citation_issn", "2434-561X"],
      ["citation_issn", "2049-3630"],
      ["citation_volume", "3"],
      ["citation_issue", "2"],
      ["citation_firstpage", "12"],
      ["citation_lastpage", "20"],
      ["citation_doi", "10.1234/ait.2026.3.2.001"],
      ["citation_abstract_html_url", cited.url],
      ["citation_pdf_url", cited.pdfUrl],
      ["citation_language", "en"],
      ["citation_keywords", "soil; yield"],
    ]);
    const noDoi = scholarTags({ ...cited, article: { ...cited.article, doi: "", keywords: [] } }).map(([name]) => name);
    expect(noDoi).not.toContain("citation_doi");
    expect(noDoi).not.toContain("citation_keywords");
  });

  it("Dublin Core: creators in order, the DOI as the identifier, the licence's address as the rights", () => {
    const tags = dublinCoreTags(cited);
    expect(tags.filter(([name]) => name === "DC.creator").map(([, content]) => content)).toEqual([
      "Asha Rani Verma",
      "रमेश कुमार",
      "Sukarno",
    ]);
    expect(tags).toEqual(
      expect.arrayContaining([
        ["DC.identifier", "https://doi.org/10.1234/ait.2026.3.2.001"],
        ["DC.rights", "https://creativecommons.org/licenses/by/4.0/"],
        ["DC.date", "2026-06-30"],
        ["DC.type.articleType", "Research article"],
      ]),
    );
  });

  it("schema.org: a ScholarlyArticle in its issue, volume and periodical, safe inside a script element", () => {
    const data = scholarlyArticleJsonLd({
      ...cited,
      article: { ...cited.article, abstract: "</script><script>alert(1)</script>" },
    });
    expect(data).toMatchObject({
      "@type": "ScholarlyArticle",
      author: [
        {
          name: "Asha Rani Verma",
          givenName: "Asha Rani",
          familyName: "Verma",
          affiliation: { name: "University of Lucknow" },
          sameAs: "https://orcid.org/0000-0002-1694-233X",
        },
        { name: "रमेश कुमार" },
        { name: "Sukarno" },
      ],
      sameAs: "https://doi.org/10.1234/ait.2026.3.2.001",
      encoding: { contentUrl: cited.pdfUrl, encodingFormat: "application/pdf" },
      isPartOf: {
        "@type": "PublicationIssue",
        issueNumber: "2",
        isPartOf: { volumeNumber: "3", isPartOf: { "@type": "Periodical", issn: ["2434-561X", "2049-3630"] } },
      },
    });
    const text = jsonLdText(data);
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });
});
