import { describe, expect, it } from "vitest";
import { editableText, looksLikeHtml, plainTextToHtml } from "../../src/domain/rich-text";
import { sanitizeRichText } from "../../src/server/content/html";

describe("looksLikeHtml", () => {
  it("sees tags, not comparisons or arrows", () => {
    expect(looksLikeHtml("<p>Hello</p>")).toBe(true);
    expect(looksLikeHtml("A <strong>bold</strong> move")).toBe(true);
    expect(looksLikeHtml("Line<br>break")).toBe(true);
    expect(looksLikeHtml("Yield < 5 t/ha and > 2 t/ha")).toBe(false);
    expect(looksLikeHtml("Soil -> plant -> market")).toBe(false);
    expect(looksLikeHtml("x<5")).toBe(false);
  });
});

describe("plainTextToHtml and editableText", () => {
  it("turns typed text into paragraphs and line breaks, escaping markup characters", () => {
    expect(plainTextToHtml("First line\nsecond line\n\nNew paragraph & more <3")).toBe(
      "<p>First line<br>second line</p>\n<p>New paragraph &amp; more &lt;3</p>",
    );
  });

  it("gives back the typed text from what the server stores", () => {
    const typed = [
      "One paragraph.",
      "Line one\nline two\n\nSecond paragraph",
      "Fees: ₹1,180 & GST < 20%",
      "Quotes \"double\" and 'single'",
      "Use 2 < 3 and 5 > 4 <3",
    ];
    for (const text of typed) {
      expect(editableText(sanitizeRichText(text)), text).toBe(text);
    }
  });

  it("leaves real markup to be edited as HTML", () => {
    const html = '<p>See <a href="https://example.org" rel="noopener noreferrer">the report</a>.</p>';
    expect(editableText(html)).toBe(html);
    expect(editableText("<ul><li>One</li></ul>")).toBe("<ul><li>One</li></ul>");
  });
});
