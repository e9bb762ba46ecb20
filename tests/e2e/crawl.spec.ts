import { expect, test } from "@playwright/test";
import { DESKTOP, checkPageAt } from "./support/common";

/**
 * The whole public site as a visitor meets it: starting from the home page, every same-origin
 * link on every page is followed; each must answer below 400. One page of each route pattern
 * (every static page, one profile, one book...) must pass axe (WCAG 2.2 A/AA and axe's best
 * practices) at a phone and a desktop width, and must not scroll sideways at either; so must a
 * few states a pattern's first page does not show: the council filtered by the address, a
 * profile with a photo and one without, and the 404 page.
 */

const MOBILE = { width: 360, height: 800 };

/**
 * "/executive-profile/abc/" and "/executive-profile/def/" share the pattern "/executive-profile/*";
 * every journal article's page shares "/journal/articles/*", whatever its address holds.
 */
const patternOf = (path: string) =>
  path
    .split("/")
    .map((part, index, parts) =>
      index >= 2 && (/\d/.test(part) || part.includes("%") || parts[index - 1] === "articles") ? "*" : part,
    )
    .join("/");

test("every link resolves and every page passes axe", async ({ page, request, baseURL }) => {
  // Two axe runs for each checked page: over a minute alone, minutes while the other projects load both cores.
  test.setTimeout(1_200_000);
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const queue = ["/"];
  const seen = new Set(queue);
  const pages: string[] = [];
  const broken: string[] = [];
  const failures: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift() ?? "/";
    const response = await request.get(path, { maxRedirects: 5 });
    if (response.status() >= 400) {
      broken.push(`${path} -> ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    // An address that redirects (/join, /register) leads to a page the crawl reaches at its own address too.
    const base = new URL(response.url());
    const address = base.pathname + base.search;
    if (pages.includes(address)) continue;
    seen.add(address);
    pages.push(address);
    // Links as the browser resolves them against the final address (the built HTML is static).
    for (const [, raw] of (await response.text()).matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      const url = new URL((raw ?? "").replace(/&amp;/g, "&"), base);
      if (url.origin !== origin) continue;
      const target = url.pathname + url.search;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }

  const byPattern = new Map<string, string>();
  for (const path of pages) {
    const pattern = patternOf(path.split("?")[0] ?? path);
    if (!byPattern.has(pattern)) byPattern.set(pattern, path);
  }
  const members = (await (await request.get("/api/executives")).json()) as { _id: string; image: string }[];
  const withPhoto = members.find((member) => member.image);
  const withoutPhoto = members.find((member) => !member.image);
  expect(withPhoto && withoutPhoto, "the demo council has members with and without a photo").toBeTruthy();
  const states = [
    "/present-executive-council?filter=Treasurer",
    `/executive-profile/${withPhoto?._id ?? ""}`,
    `/executive-profile/${withoutPhoto?._id ?? ""}`,
    "/no-such-page-here",
  ];
  const checked = [...new Set([...byPattern.values(), ...states])];
  // Each page is loaded once, at the phone's width (where a script that sizes things on load would
  // show it), and checked again at the desktop's after the window is widened.
  for (const path of checked) {
    for (const { viewport, violations, overflow } of await checkPageAt(page, path, [MOBILE, DESKTOP])) {
      const width = viewport === MOBILE ? "mobile" : "desktop";
      if (violations.length > 0) failures.push(`${path} (${width}): ${violations.join("; ")}`);
      // Nothing may force sideways scrolling of the page.
      if (overflow > 1) failures.push(`${path} (${width}): page is ${overflow}px wider than the screen`);
    }
  }

  console.log(
    `Crawled ${pages.length} pages (${byPattern.size} route patterns), ${seen.size} addresses checked; ` +
      `${checked.length} pages checked with axe at two widths.`,
  );
  expect(broken).toEqual([]);
  expect(failures).toEqual([]);
  expect(pages.length).toBeGreaterThan(40);
});
