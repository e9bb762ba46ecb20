import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { awardeesPath } from "../../src/domain/award-pages";
import { adminToken } from "./support/common";

/**
 * The security headers of the served site (netlify.toml, served here by Netlify's own local
 * runtime) and the script policy Astro writes into each page's <meta>: no 'unsafe-inline' for
 * scripts, the policy ahead of every script, frame-ancestors as a header (a <meta> cannot carry it),
 * transport security, no sniffing, no framing, and no CDN caching of the admin panel or of the API's
 * answers to a token; visitors' public reads and files are kept by the CDN under their tags.
 */

/** Pages of every kind of answer: built pages, islands, the 404 page npm start answers itself. */
const PAGES = [
  "/",
  "/news/",
  "/membership/registration/",
  "/membership/directory/",
  "/login/",
  "/account/",
  "/no-such-page",
];

/** A page whose folder name has spaces: npm start finds it itself, as Netlify's CDN does. */
async function escapedPath(request: APIRequestContext): Promise<string> {
  const awards = (await (await request.get("/api/awards")).json()) as { name: string }[];
  const path = awardeesPath(awards[0]?.name ?? "");
  expect(path, "a demo award whose page address is escaped").toContain("%20");
  return path;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

/** The page's <meta> policies, and how many scripts stand before the first one (and so escape it). */
const pagePolicy = (page: Page) =>
  page.evaluate(() => {
    const metas = [...document.querySelectorAll('meta[http-equiv="content-security-policy" i]')];
    const first = metas[0];
    const scriptsBefore = first
      ? [...document.scripts].filter(
          (script) => script.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).length
      : document.scripts.length;
    return { policies: metas.map((meta) => meta.getAttribute("content") ?? ""), scriptsBefore };
  });

/** Counts CSP violations on the page from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("every page has the security headers and a script policy without 'unsafe-inline' ahead of its scripts", async ({
  page,
  request,
}) => {
  // Without a session the account page sends the visitor on to /login once its call is refused;
  // that call is held back here, so the page stays put while its policy is read.
  await page.route("**/api/member/me", (route) => route.abort());
  for (const path of [...PAGES, await escapedPath(request)]) {
    const response = await page.goto(path);
    const headers = (await response?.allHeaders()) ?? {};
    const { policies, scriptsBefore } = await pagePolicy(page);
    expect(policies, path).toHaveLength(1);
    expect(scriptsBefore, `${path}: scripts before the policy`).toBe(0);
    const policy = directives(policies[0] ?? "");
    const scripts = policy.get("script-src") ?? [];
    expect(scripts, path).toContain("'self'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(
      scripts.some((source) => source.startsWith("'sha256-")),
      path,
    ).toBe(true);
    expect(policy.get("default-src"), path).toEqual(["'self'"]);
    expect(policy.get("object-src"), path).toEqual(["'none'"]);
    expect(policy.get("base-uri"), path).toEqual(["'self'"]);
    expect(directives(headers["content-security-policy"] ?? "").get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
});

test("the admin panel and reads with a token are never cached by the CDN; visitors' reads and files are, under their tags", async ({
  request,
}) => {
  for (const path of ["/admin", "/admin/", "/admin/news", "/admin-login/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(directives(headers["content-security-policy"] ?? "").get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(await response.text(), `${path}: the panel's script policy`).toContain(
      '<meta http-equiv="content-security-policy"',
    );
    if (path.startsWith("/admin/") || path === "/admin") {
      expect(headers["cache-control"], path).toBe("no-store");
      expect(headers["netlify-cdn-cache-control"], path).toBe("no-store");
    }
  }
  const token = await adminToken(request);
  for (const [path, tag] of [
    ["/api/news", "collection-news"],
    ["/api/books", "collection-books"],
    ["/api/memberships/get", "collection-memberships"],
  ] as const) {
    expect((await request.get(path)).status(), path).toBe(200);
    // The next visitors are answered by the CDN's copy; browsers keep nothing. (A purge of any tag
    // by a spec beside this one, while the first answer was on its way, keeps that one answer out.)
    await expect
      .poll(async () => (await request.get(path)).headers()["cache-status"], { message: path, timeout: 5_000 })
      .toBe('"Netlify Edge"; hit');
    const again = await request.get(path);
    expect(again.headers()["cache-status"], path).toBe('"Netlify Edge"; hit');
    expect(again.headers()["netlify-cache-tag"], path).toBe(tag);
    expect(again.headers()["cache-control"], path).toBe("no-store");
    // The CDN's copy of a compressed answer, to a client that does not accept gzip: plain JSON.
    const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["cache-status"], `${path} plain`).toBe('"Netlify Edge"; hit');
    expect(plain.headers()["content-encoding"], `${path} plain`).toBeUndefined();
    expect(Array.isArray(JSON.parse(await plain.text())), `${path} plain`).toBe(true);
    const withToken = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status(), path).toBe(200);
    expect(withToken.headers()["cache-status"], `${path} with a token`).toBeUndefined();
    expect(withToken.headers()["netlify-cdn-cache-control"], `${path} with a token`).toBeUndefined();
    expect(withToken.headers()["cache-control"], `${path} with a token`).toBe("no-store");
  }
  for (let visit = 0; visit < 2; visit++) {
    const missing = await request.get("/api/no-such-call");
    expect(missing.headers()["cache-status"], "a 404 of the API").toBeUndefined();
    expect(missing.headers()["cache-control"], "a 404 of the API").toBe("no-store");
  }
  const downloads = (await (await request.get("/api/downloads")).json()) as { pdfUrl: string }[];
  const file = downloads.find((download) => download.pdfUrl.startsWith("/api/files/"));
  expect(file, "a demo download with a stored PDF").toBeDefined();
  const served = await request.get(file?.pdfUrl ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["netlify-cdn-cache-control"]).toBe("public, durable, max-age=31536000, immutable");
  expect(served.headers()["netlify-cache-tag"]).toBe(`file-${(file?.pdfUrl ?? "").slice("/api/files/".length)}`);
  expect(served.headers()["cache-control"]).toMatch(/^private\b/);
});

test("pages and their islands run under the policy without a single violation", async ({ page, request }) => {
  await watchViolations(page);
  for (const path of [...PAGES, await escapedPath(request), "/present-executive-council/", "/admin-login/"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await violations(page), path).toEqual([]);
  }
  // The inline and island scripts did run: the council filter shows, the directory lists members
  // and the form answers.
  await page.goto("/present-executive-council/");
  await expect(page.getByRole("group", { name: "Show" })).toBeVisible();
  await page.goto("/membership/directory/");
  await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await page.goto("/membership/registration/");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("an inline script the build did not write is blocked", async ({ page }) => {
  await watchViolations(page);
  await page.goto("/");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true;";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
});
