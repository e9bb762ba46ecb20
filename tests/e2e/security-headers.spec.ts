import { expect, test, type Page } from "@playwright/test";

/**
 * The security headers of the served site (netlify.toml and the _headers file the build writes,
 * served here by Netlify's own local runtime): a script policy without 'unsafe-inline', transport
 * security, no sniffing, no framing, and no CDN caching of the admin panel or the API.
 */

const PAGES = ["/", "/news/", "/membership/registration/", "/membership/directory/", "/login/", "/no-such-page"];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

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

test("every page has the security headers and a script policy without 'unsafe-inline'", async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = directives(headers["content-security-policy"] ?? "");
    const scripts = policy.get("script-src") ?? [];
    expect(scripts, path).toContain("'self'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(
      scripts.some((source) => source.startsWith("'sha256-")),
      path,
    ).toBe(true);
    expect(policy.get("object-src"), path).toEqual(["'none'"]);
    expect(policy.get("base-uri"), path).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
});

test("the admin panel and the API are never cached by the CDN", async ({ request }) => {
  for (const path of ["/admin", "/admin/", "/admin/news", "/admin-login/"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(directives(headers["content-security-policy"] ?? "").get("frame-ancestors"), path).toEqual(["'none'"]);
    if (path.startsWith("/admin/") || path === "/admin") {
      expect(headers["cache-control"], path).toBe("no-store");
      expect(headers["netlify-cdn-cache-control"], path).toBe("no-store");
    }
  }
  for (const path of ["/api/news", "/api/books", "/api/memberships/get", "/api/no-such-call"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  const downloads = (await (await request.get("/api/downloads")).json()) as { pdfUrl: string }[];
  const file = downloads.find((download) => download.pdfUrl.startsWith("/api/files/"));
  expect(file, "a demo download with a stored PDF").toBeDefined();
  const served = await request.get(file?.pdfUrl ?? "");
  expect(served.status()).toBe(200);
  expect(served.headers()["netlify-cdn-cache-control"]).toBe("no-store");
  expect(served.headers()["cache-control"]).toMatch(/^private\b/);
});

test("pages and their islands run under the policy without a single violation", async ({ page }) => {
  await watchViolations(page);
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await violations(page), path).toEqual([]);
  }
  // The islands did run: the directory lists members and the form answers.
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
