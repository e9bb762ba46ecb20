import { describe, expect, it } from "vitest";
import { excerptParts, MAX_QUERY_LENGTH, resultsMessage, searchKind, searchQuery } from "../../src/domain/site-search";

describe("searchKind: which pages the site search holds, and what their results are called", () => {
  it.each([
    ["/news/6650a1b2c3d4e5f601234567/", "News"],
    ["/publications/book/6650a1b2c3d4e5f601234567/", "Book"],
    ["/executive-profile/6650a1b2c3d4e5f601234567", "Council member"],
    ["/awards/guidelines/6650a1b2c3d4e5f601234567/", "Award"],
    ["/awards/awardees/Demo%20Award/", "Awardees"],
    ["/conference/workshop/", "Workshops"],
    ["/conference/workshop/2/", "Workshops"],
    ["/downloads/", "Downloads"],
    ["/downloads/3/", "Downloads"],
    ["/", "Page"],
    ["/about/", "Page"],
    ["/membership/registration", "Page"],
    ["/publications/", "Page"],
  ])("%s is found, as %s", (path, kind) => {
    expect(searchKind(path)).toBe(kind);
  });

  it.each([
    "/news/",
    "/news",
    "/news/2/",
    "/news/page/12/",
    "/publications/books/",
    "/publications/books/3/",
    "/present-executive-council/",
    "/awards/society/",
    "/membership/directory/",
    "/search/",
    "/login/",
    "/account/",
    "/admin/",
    "/admin/news/",
    "/admin-login/",
  ])("%s is left out", (path) => {
    expect(searchKind(path)).toBeUndefined();
  });
});

describe("searchQuery: the query in the address", () => {
  it("reads q, runs spaces together and trims", () => {
    expect(searchQuery("?q=%20%20soil%20%0A%20health%20")).toBe("soil health");
    expect(searchQuery("?q=soil+health&page=2")).toBe("soil health");
  });

  it("is empty without q, or with only spaces", () => {
    expect(searchQuery("")).toBe("");
    expect(searchQuery("?x=1")).toBe("");
    expect(searchQuery("?q=+++")).toBe("");
  });

  it(`keeps at most ${MAX_QUERY_LENGTH} characters`, () => {
    const query = searchQuery(`?q=${"word ".repeat(100)}`);
    expect(query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(query.endsWith(" ")).toBe(false);
  });
});

describe("resultsMessage", () => {
  it("counts pages, one or many", () => {
    expect(resultsMessage(1, "soil")).toBe("1 page found for “soil”.");
    expect(resultsMessage(1234, "soil")).toBe("1,234 pages found for “soil”.");
  });

  it("says what to do when nothing is found", () => {
    expect(resultsMessage(0, "qwxz")).toBe("No pages found for “qwxz”. Try another word, or fewer words.");
  });
});

describe("excerptParts: Pagefind's excerpt as text, the matched words marked", () => {
  it("splits on <mark> and decodes the escaped text", () => {
    expect(excerptParts("Soil &amp; water: <mark>soil</mark> health &lt;b&gt; &#39;x&#39; &#x263A;")).toEqual([
      { text: "Soil & water: ", marked: false },
      { text: "soil", marked: true },
      { text: " health <b> 'x' ☺", marked: false },
    ]);
  });

  it("drops any other markup, so that nothing from the index becomes an element", () => {
    expect(excerptParts('<img src=x onerror="alert(1)">a <mark class="x">b</mark><script>c</script>')).toEqual([
      { text: "a ", marked: false },
      { text: "b", marked: true },
      { text: "c", marked: false },
    ]);
  });

  it("is empty for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});
