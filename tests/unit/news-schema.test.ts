import { describe, expect, it } from "vitest";
import { newsExcerpt, newsInput, sortNewsNewestFirst, type NewsRecord } from "../../src/domain/news";
import { formatLongDate, formatRupees } from "../../src/domain/format";

describe("news input schema", () => {
  const valid = { title: "A title", date: "2026-01-05", bigContent: "Text" };

  it("accepts a minimal item and fills optional fields", () => {
    expect(newsInput.parse(valid)).toEqual({ ...valid, image: "", links: [] });
  });

  it("requires title, date and content with the form's messages", () => {
    const result = newsInput.safeParse({ title: " ", bigContent: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(["Title is required.", "Date is required.", "Content is required."]),
    );
  });

  it("rejects links and images that are not URL-shaped, drops blank links", () => {
    expect(newsInput.safeParse({ ...valid, links: ["javascript:alert(1)"] }).success).toBe(false);
    expect(newsInput.safeParse({ ...valid, image: "not a url" }).success).toBe(false);
    expect(newsInput.parse({ ...valid, links: ["", "https://example.org/x"] }).links).toEqual([
      "https://example.org/x",
    ]);
  });

  it("rejects impossible dates", () => {
    expect(newsInput.safeParse({ ...valid, date: "2026-02-31x" }).success).toBe(false);
    expect(newsInput.safeParse({ ...valid, date: "05/01/2026" }).success).toBe(false);
  });
});

describe("news rules and formats", () => {
  const item = (id: string, date: string, createdAt: string): NewsRecord => ({
    _id: id,
    date,
    createdAt,
    updatedAt: createdAt,
    title: id,
    image: "",
    bigContent: "",
    links: [],
  });

  it("sorts newest first", () => {
    const sorted = sortNewsNewestFirst([
      item("a", "2025-01-01", "1"),
      item("b", "2026-01-01", "1"),
      item("c", "2026-01-01", "2"),
    ]);
    expect(sorted.map((n) => n._id)).toEqual(["c", "b", "a"]);
  });

  it("makes plain excerpts from HTML", () => {
    expect(newsExcerpt("<p>Hello&nbsp;<b>world</b></p>")).toBe("Hello world");
    expect(newsExcerpt("x".repeat(200), 10)).toHaveLength(10);
  });

  it("formats long en-GB dates and rupees in Indian grouping", () => {
    expect(formatLongDate("2024-03-05")).toBe("5 March 2024");
    expect(formatRupees(118000)).toMatch(/^₹1,18,000(\.00)?$/);
  });
});
