/**
 * When an answer goes out gzip-compressed, as Netlify's CDN sends text to the browsers that ask for
 * it (they all do). Shared by the functions (their large lists) and the local server's page cache.
 */

/** Smaller answers gain too little to be worth compressing. */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header allows gzip: its own entry decides, else `*`; a q of 0 refuses. */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    quality.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  const gzip = quality.get("gzip") ?? quality.get("*");
  return gzip !== undefined && gzip > 0;
}

/** Text formats: HTML, CSS, scripts, JSON, XML and SVG. Images, PDFs and fonts are compressed already. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/i.test(
    contentType ?? "",
  );
}

/** Adds a header name to a Vary value (cached answers must be told apart by it). */
export function varyWith(current: string | undefined, name: string): string {
  const names = (current ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item.toLowerCase() === name.toLowerCase())
    ? names.join(", ")
    : [...names, name].join(", ");
}
