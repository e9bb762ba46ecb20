import { normalizePath } from "../content/navigation";

/**
 * A link's aria-current on the page at `pathname`: "page" when the link leads to this page. A link
 * with a query (the council's filtered views) is left to the header script, which sees the query.
 */
export const ariaCurrentPage = (href: string, pathname: string): "page" | undefined =>
  !href.includes("?") && normalizePath(href) === normalizePath(pathname) ? "page" : undefined;
