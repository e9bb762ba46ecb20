/**
 * Rich-text fields (news content, book "about", nomination text) as people type them and as they
 * are stored. Text typed without markup is stored as <p> paragraphs with <br> line breaks (the
 * server cleans everything else, src/server/content/html.ts); for editing, such simple HTML is turned back
 * into the text the person typed, so the form does not show tags they never wrote.
 */

/** True when the text contains something shaped like an HTML tag. */
export const looksLikeHtml = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text typed without markup keeps its paragraphs (blank lines) and line breaks. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** Stored HTML as the form edits it: the typed text back when it is simple, otherwise the HTML itself. */
export function editableText(html: string): string {
  if (looksLikeHtml(html.replace(/<\/?p>|<br\s*\/?>/gi, ""))) return html;
  const text = html
    .split(/<\/p>/i)
    .map((paragraph) =>
      paragraph
        .replace(/<p>/gi, "")
        .replace(/<br\s*\/?>\n?/gi, "\n")
        .trim(),
    )
    .filter((paragraph) => paragraph !== "")
    .join("\n\n")
    .replace(/&(lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/&amp;/g, "&");
  // Text that would read as markup once unescaped stays HTML, so saving it changes nothing.
  return looksLikeHtml(text) ? html : text;
}
