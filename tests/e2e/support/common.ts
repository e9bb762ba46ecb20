import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LOCAL_DEFAULTS } from "../../../src/server/core/config";

/** Helpers every end-to-end spec shares: axe, the local admin, publishing. */

export const ADMIN = { email: LOCAL_DEFAULTS.ADMIN_EMAIL, password: LOCAL_DEFAULTS.ADMIN_PASSWORD };
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 360, height: 740 };

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2's target size among them), and axe's best practices. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

type WindowWithAxe = Window & { axe?: typeof axe };

/**
 * axe as its package ships it minified: the same rules as `axe.source` (the readable build), at
 * 650 KB instead of 1.5 MB, which a page parses in about half the time (it is put into about 180
 * documents a run).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it is now, as "rule: targets" lines. axe is put into a document
 * once: a second check of the same page (at another width) only runs it again.
 * It runs in the page itself, with no frames to visit (the site has none).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => (window as WindowWithAxe).axe !== undefined))) await page.evaluate(AXE_SOURCE);
  // Only violations are read: axe skips collecting what passed, which is most of its work.
  return page.evaluate(async (tags) => {
    const found = await (window as WindowWithAxe).axe?.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    if (!found) throw new Error("axe is not in the page");
    return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, AXE_TAGS);
}

/** How long one page's checks may take on a loaded machine before they are taken for stuck. */
const AXE_PATIENCE_MS = 90_000;

export interface PageCheck {
  viewport: { width: number; height: number };
  violations: string[];
  /** How many pixels the page is wider than the screen (0 or less: it is not). */
  overflow: number;
}

/**
 * The page at `path`, a page whose state is its address alone (the crawl), loaded once at the first
 * viewport and checked with axe and for sideways scrolling at each viewport in turn. Checks that
 * take longer than AXE_PATIENCE_MS (seconds alone, more on a loaded machine) are taken for stuck:
 * the page is loaded again and checked once more; two such runs fail, naming the page. (The crawl's
 * overruns in full runs were slowness, not a stuck run: this guard never fired.)
 */
export async function checkPageAt(
  page: Page,
  path: string,
  viewports: readonly { width: number; height: number }[],
): Promise<PageCheck[]> {
  const checkAll = async () => {
    const checks: PageCheck[] = [];
    for (const [index, viewport] of viewports.entries()) {
      await page.setViewportSize(viewport);
      if (index === 0) await page.goto(path);
      const violations = await axeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      checks.push({ viewport, violations, overflow });
    }
    return checks;
  };
  for (let attempt = 1; ; attempt++) {
    const run = checkAll();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<"stuck">((resolve) => {
      timer = setTimeout(() => resolve("stuck"), AXE_PATIENCE_MS);
    });
    const outcome = await Promise.race([run, stuck]);
    clearTimeout(timer);
    if (outcome !== "stuck") return outcome;
    // The stuck run ends when its page goes; its rejection then means nothing.
    run.catch(() => undefined);
    if (attempt === 2) throw new Error(`axe did not finish on ${path} in ${AXE_PATIENCE_MS / 1000} s, twice`);
    console.warn(`axe did not finish on ${path} in ${AXE_PATIENCE_MS / 1000} s; loading it again`);
  }
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** A token for the local administrator, from POST /api/admin/login. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSignIn(request)).token;
}

/** The local administrator's sign-in answer from POST /api/admin/login: the token, role and name. */
async function adminSignIn(request: APIRequestContext): Promise<{ token: string; role: string; name: string }> {
  const response = await request.post("/api/admin/login", { data: ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; role: string; name: string };
}

/** The one record of a public list whose `field` equals `value`; fails unless there is exactly one. */
export async function storedRecord(
  request: APIRequestContext,
  path: string,
  field: string,
  value: unknown,
): Promise<Record<string, unknown>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const matches = ((await response.json()) as Record<string, unknown>[]).filter((record) => record[field] === value);
  expect(matches, `${path} records whose ${field} is ${JSON.stringify(value)}`).toHaveLength(1);
  return matches[0] ?? {};
}

/** A pending application sent the way the public registration form sends it (an Indian option). */
export async function registerApplicant(
  request: APIRequestContext,
  name: string,
  email: string,
  designation = "Panel Test Designation",
): Promise<string> {
  const options = (await (await request.get("/api/memberships/get")).json()) as {
    nationality: string;
    membershipType: string;
  }[];
  const option = options.find((o) => o.nationality === "Indian");
  expect(option, "an Indian membership option").toBeDefined();
  const response = await request.post("/api/membership-registrations/register", {
    data: {
      name,
      nationality: option?.nationality,
      membershipType: option?.membershipType,
      email,
      contact: "+91 98765 43210",
      password: "a-test-password",
      designation,
      address: "1 Test Road, Lucknow",
      areaOfSpecialization: "Plant testing",
      showContactInDirectory: false,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

export interface PublishState {
  state: string;
  lastPublishedAt: string | null;
  pendingChanges: number;
}

export async function publishState(request: APIRequestContext, token: string): Promise<PublishState> {
  const response = await request.get("/api/publish-status", { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as PublishState;
}

/**
 * Waits until a publish newer than `before` is live and none is pending, asking four times a second:
 * the live specs wait for a rebuild one after another, and a rebuild takes a few seconds.
 */
export async function waitForPublish(request: APIRequestContext, token: string, before: PublishState) {
  await expect
    .poll(
      async () => {
        const now = await publishState(request, token);
        return now.state === "idle" && now.pendingChanges === 0 && now.lastPublishedAt !== before.lastPublishedAt;
      },
      { timeout: 150_000, intervals: [250] },
    )
    .toBe(true);
}

/** Fills the sign-in form on the page (already at /admin-login) and waits for the panel. */
export async function signIn(page: Page, expectedPath = /\/admin\/?$/) {
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(expectedPath);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
}

/** An empty page of the site's origin, where a spec can set what the site keeps in the browser. */
const BLANK_PAGE = "/__e2e-blank__";

/**
 * Opens `path` of the panel as the local administrator, signed in as the sign-in form does it: the
 * token and profile that POST /api/admin/login answers, kept where the form keeps them. The form
 * itself is proven in panel-access.spec.ts and admin.spec.ts; here it would cost each spec two more
 * page loads (the form, then the panel's home before `path`).
 */
export async function openPanelSignedIn(page: Page, path = "/admin/news") {
  const { token, role, name } = await adminSignIn(page.request);
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>-</title>" }),
  );
  await page.goto(BLANK_PAGE);
  await page.unroute(BLANK_PAGE);
  await page.evaluate(
    ({ token, profile }) => {
      localStorage.setItem("adminToken", token);
      localStorage.setItem("adminProfile", JSON.stringify(profile));
    },
    { token, profile: { role, name } },
  );
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeVisible();
}
