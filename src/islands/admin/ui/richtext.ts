/**
 * Rich-text fields (news content, book "about", nomination text) are stored as cleaned HTML; text
 * typed without markup is stored as <p> paragraphs with <br> line breaks (src/server/html.ts).
 * For editing, such simple HTML is turned back into the text the person typed, so the form does
 * not show tags they never wrote; anything with other markup is edited as HTML.
 */

const entities: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

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
