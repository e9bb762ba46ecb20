import { describe, expect, it } from "vitest";
import { pagePath, pagedTitle, pageWindow, type PagerEntry } from "../../src/domain/paging";

/** "1 … 5 6 [7] 8 9 … 15" as a compact text: numbers and "…". */
const text = (entries: PagerEntry[]) => entries.map((entry) => (entry.kind === "gap" ? "…" : entry.page)).join(" ");

describe("page addresses", () => {
  it("keeps page 1 at the list's own address and puts later pages one folder down", () => {
    expect(pagePath("/news", 1)).toBe("/news/");
    expect(pagePath("/news/", 1)).toBe("/news/");
    expect(pagePath("/news", 2)).toBe("/news/2/");
    expect(pagePath("/awards/awardees/Young%20Scientist%20Award", 12)).toBe(
      "/awards/awardees/Young%20Scientist%20Award/12/",
    );
  });
});

describe("the pager's numbered links", () => {
  it("lists every page of a short list", () => {
    expect(text(pageWindow(1, 1))).toBe("1");
    expect(text(pageWindow(2, 5))).toBe("1 2 3 4 5");
  });

  it("shows the first, the last and two pages either side of the current one, with gaps between", () => {
    expect(text(pageWindow(7, 15))).toBe("1 … 5 6 7 8 9 … 15");
    expect(text(pageWindow(1, 150))).toBe("1 2 3 … 150");
    expect(text(pageWindow(150, 150))).toBe("1 … 148 149 150");
  });

  it("shows a single left-out page instead of a gap standing for it", () => {
    expect(text(pageWindow(5, 15))).toBe("1 2 3 4 5 6 7 … 15");
    expect(text(pageWindow(11, 15))).toBe("1 … 9 10 11 12 13 14 15");
  });

  it("never lists a page twice or out of order, nor one outside the list, whatever the current page", () => {
    for (let last = 1; last <= 30; last += 1) {
      for (let current = -1; current <= last + 2; current += 1) {
        const entries = pageWindow(current, last);
        const pages = entries.flatMap((entry) => (entry.kind === "page" ? [entry.page] : []));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
        expect(pages.every((page, index) => index === 0 || page > (pages[index - 1] ?? 0))).toBe(true);
        expect(entries.length).toBeLessThanOrEqual(9);
        // A gap always stands for two pages or more.
        entries.forEach((entry, index) => {
          const before = entries[index - 1];
          const after = entries[index + 1];
          if (entry.kind === "gap" && before?.kind === "page" && after?.kind === "page") {
            expect(after.page - before.page).toBeGreaterThan(2);
          }
        });
      }
    }
  });

  it("has nothing to show for a list without pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("page titles", () => {
  it("keeps the list's title on page 1 and names the page on later ones", () => {
    expect(pagedTitle("News", 1, 15)).toBe("News");
    expect(pagedTitle("News", 2, 15)).toBe("News, page 2 of 15");
  });
});
