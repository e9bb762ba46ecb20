import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", {
    data: { email: "admin@example.org", password: "change-me-locally" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test("home page shows the society and the latest news", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  const panel = page.getByRole("region", { name: "Latest News" });
  await expect(panel.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/news");
  await expect(panel.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a news item created through the API is published at /news/{id}", async ({ page, request }) => {
  const token = await login(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = (await (await request.get("/api/publish-status", { headers })).json()) as { lastPublishedAt: string };
  const title = `Published by the end-to-end test ${Date.now()}`;
  const created = await request.post("/api/news", {
    headers,
    data: {
      title,
      date: "2026-11-20",
      bigContent: "First paragraph.\n\nSecond paragraph.",
      links: ["https://example.org/more"],
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  await expect
    .poll(
      async () => {
        const status = (await (await request.get("/api/publish-status", { headers })).json()) as {
          state: string;
          lastPublishedAt: string;
        };
        return status.state === "idle" && status.lastPublishedAt !== before.lastPublishedAt;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);

  await page.goto(`/news/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Second paragraph.")).toBeVisible();
  await expect(page.getByText("20 November 2026")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/news");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("unknown pages answer 404 with a helpful page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
