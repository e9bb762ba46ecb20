import { expect, test } from "@playwright/test";
import { adminToken, expectNoAxeViolations, publishState, waitForPublish } from "./support/common";

test("home page shows the society and the latest news", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
  const panel = page.getByRole("region", { name: "Latest News" });
  await expect(panel.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/news");
  await expect(panel.getByRole("listitem").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a news item created through the API is published at /news/{id}", async ({ page, request }) => {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = await publishState(request, token);
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

  await waitForPublish(request, token, before);

  await page.goto(`/news/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Second paragraph.")).toBeVisible();
  await expect(page.getByText("20 November 2026")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/news");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Deleting it takes its page down again (and leaves the demo news as the other specs expect).
  const beforeDelete = await publishState(request, token);
  expect((await request.delete(`/api/news/${id}`, { headers })).status()).toBe(200);
  await waitForPublish(request, token, beforeDelete);
  expect((await page.goto(`/news/${id}`))?.status()).toBe(404);
});

test("unknown pages answer 404 with a helpful page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
