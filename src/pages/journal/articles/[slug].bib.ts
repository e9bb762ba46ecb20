import type { APIRoute, GetStaticPaths } from "astro";
import { bibtex } from "../../../domain/article-citation";
import { citationPaths, citedArticle, type CitationProps } from "../_components/citation-files";

/**
 * /journal/articles/{address}.bib: the article's BibTeX entry, for reference managers; a prebuilt
 * file, which the article page's link saves (`download`).
 */
export const getStaticPaths = (() => citationPaths()) satisfies GetStaticPaths;

export const GET: APIRoute<CitationProps> = ({ props, site }) => new Response(bibtex(citedArticle(props, site)));
