import { expect, test } from "@playwright/test";
import { DESKTOP, axeViolationsAt } from "./support/common";

/**
 * The whole public site as a visitor meets it: starting from the home page, every same-origin
 * link on every page is followed; each must answer below 400. One page of each route pattern
 * (every static page, one profile, one book...) must pass axe (WCAG 2.2 A/AA) at a desktop and a
 * phone width, and must not scroll sideways on the phone; so must a few states a pattern's first
 * page does not show: the council filtered by the address, a profile with a photo and one
 * without, and the 404 page.
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
  // 76 axe runs (38 pages at two widths): 2.5 min alone, past 10 min while the other projects load both cores.
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
    pages.push(path);
    // Links as the browser resolves them against the final address (the built HTML is static).
    const base = new URL(response.url());
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
  for (const [viewport, size] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    for (const path of checked) {
      const violations = await axeViolationsAt(page, path);
      if (violations.length > 0) failures.push(`${path} (${viewport}): ${violations.join("; ")}`);
      // Nothing may force sideways scrolling of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) failures.push(`${path} (${viewport}): page is ${overflow}px wider than the screen`);
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
