import sanitizeHtml from "sanitize-html";
import { looksLikeHtml, plainTextToHtml } from "../../domain/rich-text";

/** Rich-text fields are cleaned on write, so pages can render them as stored. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sub",
    "sup",
    "blockquote",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "span",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], th: ["scope", "colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeRichText(input: string): string {
  const html = looksLikeHtml(input) ? input : plainTextToHtml(input);
  return sanitizeHtml(html, options).trim();
}

/**
 * Stored rich text, cleaned again as a page renders it: a record that reached the store some
 * other way (a restored backup, a hand edit) still cannot put markup on a page that the editor
 * could not. The script policy (Astro security.csp, see docs/decisions/content-security-policy.md) relies on this.
 */
export const storedRichText = (html: string): string => sanitizeHtml(html, options);
