import type { CitedArticle } from "./article-citation";
import { nameParts } from "./article-citation";
import { journalIssns, LICENCES, type JournalArticleRecord, type JournalDetails } from "./journal";
import { doiUrl, orcidUrl } from "./scholarly-identifiers";

/**
 * What indexers read in an article page's head (docs/rules/journal.md §5): Google Scholar's
 * `citation_*` tags, Dublin Core's `DC.*` tags and a schema.org `ScholarlyArticle`. Pure: the page
 * writes each as a `<meta name content>` or a JSON-LD script.
 */

export interface IndexedArticle extends CitedArticle {
  journal: CitedArticle["journal"] & Pick<JournalDetails, "licence">;
  article: CitedArticle["article"] & Pick<JournalArticleRecord, "type">;
  /** The PDF's absolute address, on the same host as the page. */
  pdfUrl: string;
}

export type MetaTag = readonly [name: string, content: string];

/** Google Scholar's tags, authors in order each followed by their institution and ORCID iD. */
export function scholarTags({ journal, issue, article, url, pdfUrl }: IndexedArticle): MetaTag[] {
  const tags: MetaTag[] = [["citation_title", article.title]];
  for (const author of article.authors) {
    tags.push(["citation_author", author.name]);
    if (author.affiliation) tags.push(["citation_author_institution", author.affiliation]);
    if (author.orcid) tags.push(["citation_author_orcid", orcidUrl(author.orcid)]);
  }
  tags.push(
    ["citation_publication_date", article.published.replace(/-/g, "/")],
    ["citation_journal_title", journal.name],
    ["citation_publisher", journal.publisher],
  );
  for (const issn of journalIssns(journal)) tags.push(["citation_issn", issn]);
  tags.push(
    ["citation_volume", String(issue.volume)],
    ["citation_issue", String(issue.number)],
    ["citation_firstpage", String(article.firstPage)],
    ["citation_lastpage", String(article.lastPage)],
  );
  if (article.doi) tags.push(["citation_doi", article.doi]);
  tags.push(["citation_abstract_html_url", url], ["citation_pdf_url", pdfUrl], ["citation_language", article.language]);
  if (article.keywords.length > 0) tags.push(["citation_keywords", article.keywords.join("; ")]);
  return tags;
}

/** Dublin Core's tags, as Open Journal Systems writes them. */
export function dublinCoreTags({ journal, issue, article, url }: IndexedArticle): MetaTag[] {
  const tags: MetaTag[] = [["DC.title", article.title]];
  for (const author of article.authors) tags.push(["DC.creator", author.name]);
  tags.push(
    ["DC.date", article.published],
    ["DC.description", article.abstract],
    ["DC.format", "application/pdf"],
    ["DC.identifier", article.doi ? doiUrl(article.doi) : url],
    ["DC.language", article.language],
    ["DC.publisher", journal.publisher],
    ["DC.rights", LICENCES[journal.licence]],
    ["DC.source", journal.name],
  );
  for (const issn of journalIssns(journal)) tags.push(["DC.source.ISSN", issn]);
  tags.push(["DC.source.volume", String(issue.volume)], ["DC.source.issue", String(issue.number)]);
  for (const keyword of article.keywords) tags.push(["DC.subject", keyword]);
  tags.push(["DC.type", "Text.Serial.Journal"], ["DC.type.articleType", article.type]);
  return tags;
}

/** schema.org's ScholarlyArticle, inside its issue, volume and periodical. */
export function scholarlyArticleJsonLd({
  journal,
  issue,
  article,
  url,
  pdfUrl,
}: IndexedArticle): Record<string, unknown> {
  const issns = journalIssns(journal);
  return {
    "@context": "https://schema.org",
    "@type": "ScholarlyArticle",
    "@id": url,
    url,
    headline: article.title.length <= 110 ? article.title : `${article.title.slice(0, 109)}…`,
    name: article.title,
    author: article.authors.map((author) => {
      const { family, given } = nameParts(author.name);
      return {
        "@type": "Person",
        name: author.name,
        ...(given ? { givenName: given, familyName: family } : {}),
        ...(author.affiliation ? { affiliation: { "@type": "Organization", name: author.affiliation } } : {}),
        ...(author.orcid ? { identifier: orcidUrl(author.orcid), sameAs: orcidUrl(author.orcid) } : {}),
      };
    }),
    datePublished: article.published,
    abstract: article.abstract,
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(", ") } : {}),
    inLanguage: article.language,
    pageStart: String(article.firstPage),
    pageEnd: String(article.lastPage),
    license: LICENCES[journal.licence],
    ...(article.doi
      ? { identifier: { "@type": "PropertyValue", propertyID: "DOI", value: article.doi }, sameAs: doiUrl(article.doi) }
      : {}),
    encoding: { "@type": "MediaObject", contentUrl: pdfUrl, encodingFormat: "application/pdf" },
    isPartOf: {
      "@type": "PublicationIssue",
      issueNumber: String(issue.number),
      datePublished: String(issue.year),
      isPartOf: {
        "@type": "PublicationVolume",
        volumeNumber: String(issue.volume),
        isPartOf: {
          "@type": "Periodical",
          name: journal.name,
          ...(issns.length > 0 ? { issn: issns } : {}),
          publisher: { "@type": "Organization", name: journal.publisher },
        },
      },
    },
  };
}

/** JSON for a `<script type="application/ld+json">`: "<" written as \u003c, so no text can close the script. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
