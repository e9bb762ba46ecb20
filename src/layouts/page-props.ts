/** The props of BaseLayout.astro and PageHeading.astro, which PageLayout.astro takes together. */

export interface BaseLayoutProps {
  /** The page's own title; " | SAEETD" is added unless it is the society's name. */
  title: string;
  /** Meta and social description (about 150 characters); the society's description by default. */
  description?: string;
  /** Social share picture: a path on this site or an absolute URL (1200 × 630 works best). */
  image?: string;
  /** Alternative text of `image`. */
  imageAlt?: string;
  /** Keep the page out of search engines (and give it no canonical URL). */
  noindex?: boolean;
  /** A paged list's neighbours (`rel="prev"`/`"next"` in the head): addresses on this site. */
  pageLinks?: { prev?: string; next?: string };
  /** What a site search result calls this page, when its address alone does not say enough (an article's issue). */
  searchKind?: string;
  /** Open Graph's kind of page: "article" for a journal article, "website" for the rest. */
  ogType?: "website" | "article";
}

/** Where a page of a paged list stands (src/domain/paging.ts). */
export interface Paging {
  /** This page's number, from 1. */
  current: number;
  /** How many pages the list has (at least 1). */
  last: number;
  /** The list's address: page 1 is there, page n at `${base}/n/`. */
  base: string;
}

export interface Crumb {
  href: string;
  label: string;
}

export interface PageHeadingProps {
  title: string;
  lead?: string | undefined;
  /** The pages above this one; Home is added first. Without it the page has no trail. */
  breadcrumbs?: readonly Crumb[] | undefined;
  /** The current page's name in the trail, when it should be shorter than the title. */
  crumbLabel?: string | undefined;
  /** The title's language, when it is not English (an article in Hindi). */
  titleLang?: string | undefined;
  /**
   * The h1 words the page otherwise than its title (the journal page names the journal): a
   * preview of the page's text then writes the title into the trail, not the h1.
   */
  titleInTrail?: boolean | undefined;
}
