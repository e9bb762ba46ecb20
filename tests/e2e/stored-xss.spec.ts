import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import {
  hostileContent,
  hostilePages,
  hostileRecord,
  hostileRegistrantTexts,
  hostileSummary,
  storeHostileContent,
  storeHostilePaymentNote,
  type ApiClient,
  type StoredRecord,
} from "../support/hostile-content";
import { installWatchers, problemsOf, scanDocument, trackDialogs } from "../support/xss-detectors";
import { adminToken, openPanelSignedIn, publishState, waitForPublish } from "./support/common";
import { mailSink } from "./support/mail-sink";

/**
 * Stored script is inert where it runs: one hostile record in every collection
 * (tests/support/hostile-content.ts: every text field carrying script, event-handler markup or
 * attribute breakouts; script addresses refused), published, then one public page of each kind
 * that shows them, the hostile event registrant's own page (their code read at the test mail sink)
 * and every admin tab are opened with their scripts running under the site's own
 * Content-Security-Policy. Each must show the payloads as text: no script ran, no dialog opened, no
 * on* attribute, javascript: address or stray script is in the DOM, and the policy had nothing to
 * block (a blocked script would mean markup got through and only the policy stopped it). Every
 * other built page is read for the same markup by tests/unit/built-fixtures-stored-xss.test.ts.
 */

/** The API over HTTP, as the admin panel and the registration form call it. */
function httpApi(request: APIRequestContext, token: string): ApiClient {
  const auth = { authorization: `Bearer ${token}` };
  const answer = async (response: APIResponse) => ({
    status: response.status(),
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  });
  return {
    json: async (method, path, body, admin = true) =>
      answer(await request.fetch(path, { method, headers: admin ? auth : {}, ...(body ? { data: body } : {}) })),
    form: async (path, fields, files) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
      }
      for (const [name, file] of Object.entries(files))
        form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      return answer(await request.post(path, { headers: auth, multipart: form }));
    },
    get: async (path) => {
      const response = await request.get(path, { headers: auth });
      const parsed = (await response.json()) as unknown;
      return Array.isArray(parsed)
        ? { status: response.status(), json: {}, list: parsed as StoredRecord[] }
        : { status: response.status(), json: parsed as Record<string, unknown>, list: [] };
    },
  };
}

test("the detectors catch script that runs, markup that could, and what the CSP blocks", async ({ page }) => {
  await page.addInitScript(installWatchers);
  const dialogs = trackDialogs(page);

  // Markup that runs, set into a blank page: the handler and the script URL are found, the dialog seen.
  await page.goto("about:blank");
  await page.setContent(
    `<img src=x onerror="alert(1)"><a href=" JaVaScRiPt:alert(1)">x</a><script>window.__xss=1</script>`,
  );
  await expect.poll(() => dialogs.length).toBeGreaterThan(0);
  const blank = await page.evaluate(scanDocument);
  const blankProblems = problemsOf("about:blank", blank, dialogs);
  expect(blankProblems.some((line) => line.includes('has onerror="alert(1)"'))).toBe(true);
  expect(blankProblems.some((line) => line.includes('has href=" JaVaScRiPt:alert(1)"'))).toBe(true);
  expect(blankProblems.some((line) => line.includes("<script> contains"))).toBe(true);
  expect(blankProblems.some((line) => line.includes("a dialog opened: alert"))).toBe(true);

  // A page with the watchers installed: the trap sees the script's assignment.
  await page.route("http://stored-xss.test/runs", (route) =>
    route.fulfill({ contentType: "text/html", body: `<p>x</p><script>window.__xss=(window.__xss||0)+1</script>` }),
  );
  await page.goto("http://stored-xss.test/runs");
  const ran = await page.evaluate(scanDocument);
  expect(ran.xss).toBe(1);
  expect(problemsOf("runs", ran, dialogs).some((line) => line.includes("window.__xss was set"))).toBe(true);

  // A page whose policy blocks its inline script: the violation is counted.
  await page.route("http://stored-xss.test/blocked", (route) =>
    route.fulfill({
      contentType: "text/html",
      headers: { "content-security-policy": "script-src 'none'" },
      body: `<p>x</p><script>window.__xss=1</script>`,
    }),
  );
  await page.goto("http://stored-xss.test/blocked");
  await expect.poll(async () => (await page.evaluate(scanDocument)).violations?.length ?? 0).toBeGreaterThan(0);
  const blocked = await page.evaluate(scanDocument);
  expect(blocked.xss).toBeUndefined();
  expect(problemsOf("blocked", blocked, dialogs).some((line) => line.includes("CSP violation: script-src"))).toBe(true);
});

test("script stored in every text field stays text on every kind of public page and in every admin tab", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await adminToken(request);
  const api = httpApi(request, token);
  const publishedBefore = await publishState(request, token);
  const run = Date.now().toString(36).slice(-6);
  const hostile = hostileContent(run);
  const problems: string[] = [];
  try {
    await storeHostileContent(api, hostile);
    console.log(hostileSummary(hostile).join("\n"));
    for (const made of hostile.created) expect(made.carried.length, made.key).toBeGreaterThan(0);

    // The download's file is a PDF attachment whatever its title says.
    const download = hostile.created.find((made) => made.key === "downloads");
    const file = await request.get(String(download?.record.pdfUrl));
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);

    await page.addInitScript(installWatchers);
    const dialogs = trackDialogs(page);

    // ------------------------------------------------------------ the event registrant's own page
    // Opened as the registrant opens it, with the code e-mailed to them; with the access token that
    // gives, they report a payment, which the office rejects with a hostile note (shown here and at
    // the event's desk below).
    const sink = mailSink(request);
    const registrant = hostileRecord(hostile, "event-registrations").record;
    const registrantEmail = String(registrant.email);
    await sink.waitFor(registrantEmail); // the registration's e-mail: the code's comes after it
    await sink.clear();
    const registrantPath = "/conference/registration";
    const registrantPage = await page.goto(registrantPath);
    expect(registrantPage?.headers()["content-security-policy"], registrantPath).toBeTruthy();
    const find = page.locator('[data-step="find"]');
    await find.getByLabel("Registration reference").fill(String(registrant.reference));
    await find.getByLabel("E-mail").fill(registrantEmail);
    await find.getByRole("button", { name: "E-mail me a code" }).click();
    const code = /\b(\d{6})\b/.exec((await sink.waitFor(registrantEmail)).text)?.[1] ?? "";
    const codeStep = page.locator('[data-step="code"]');
    await codeStep.getByLabel("Code").fill(code);
    const [verified] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/api/event-registrations/access-code/verify")),
      codeStep.getByRole("button", { name: "Show my registration" }).click(),
    ]);
    const { token: access } = (await verified.json()) as { token: string };
    await storeHostilePaymentNote(api, hostile, async (body) => {
      const response = await request.post("/api/event-registrations/mine/payments", {
        headers: { authorization: `Bearer ${access}` },
        data: body,
      });
      return { status: response.status(), json: (await response.json()) as Record<string, unknown> };
    });
    // The page keeps the token for the tab: reloaded, it shows the payment with its note.
    await page.reload();
    await expect(
      page
        .locator('[data-step="registration"]')
        .getByRole("listitem")
        .filter({ hasText: `X${run}.paymentNote` }),
    ).toBeVisible();
    const registrantScan = await page.evaluate(scanDocument);
    problems.push(...problemsOf(registrantPath, registrantScan, dialogs));
    for (const text of hostileRegistrantTexts(hostile)) {
      if (!registrantScan.text.includes(text))
        problems.push(`${registrantPath}: does not show ${JSON.stringify(text)} as text`);
    }

    // ------------------------------------------------------------ every admin tab (while the site rebuilds)
    const tabs = [
      { path: "news", heading: "News", table: "News items" },
      { path: "executive-council", heading: "Executive Council", table: "Executive council members" },
      { path: "editorial-board", heading: "Editorial Board", table: "Editorial board members" },
      { path: "books", heading: "Books", table: "Books" },
      // Its forms' titles sit under its parts' headings: the articles are opened below instead.
      { path: "journal", heading: "Journal", table: "Issues, newest first", noEdit: true },
      { path: "workshops", heading: "Workshops", table: "Workshops" },
      { path: "events", heading: "Events", table: "Events, by their start dates" },
      { path: "conference-listings", heading: "Conference listings", table: "Conference listings" },
      // One event at a time: the hostile event is chosen and its row opened below.
      { path: "abstracts", heading: "Abstracts", table: /^Abstracts list for /, noEdit: true, event: true },
      { path: "awards", heading: "Awards", table: "Awards" },
      { path: "awardees", heading: "Awardees", table: "Awardees" },
      { path: "nominations", heading: "Nominations", table: "Nomination info" },
      // The desk: its record is searched for and opened below.
      { path: "membership", heading: "Membership", table: "", noRecord: true },
      { path: "membership-types", heading: "Membership Types", table: "Membership types" },
      {
        path: "event-registrations",
        heading: "Event Registrations",
        table: /^Registrations list for /,
        noEdit: true,
        event: true,
      },
      { path: "payment-details", heading: "Payment Details", table: "Payment details" },
      { path: "downloads", heading: "Downloads", table: "Downloads", noEdit: true },
      { path: "annual-reports", heading: "Annual Reports", table: "Annual reports", noEdit: true },
      { path: "subscribers", heading: "Subscribers", table: "Subscribers", noRecord: true },
      { path: "emails", heading: "E-mails", table: "E-mails, newest first", noRecord: true },
      { path: "settings", heading: "Settings", table: "", noRecord: true },
      { path: "administrators", heading: "Administrators", table: "", noRecord: true },
      { path: "account", heading: "My account", table: "", noRecord: true },
      // The log's entries hold the hostile records' summaries and values.
      { path: "activity", heading: "Activity", table: "(a list, not a table)", noRecord: true },
    ];
    const hostileEventId = hostileRecord(hostile, "events").record._id;
    await openPanelSignedIn(page, "/admin/news");
    for (const tab of tabs) {
      const where = `/admin/${tab.path}`;
      await page.goto(where);
      await expect(page.getByRole("heading", { level: 2, name: tab.heading, exact: true })).toBeVisible();
      if (tab.event) await page.getByLabel("Event", { exact: true }).selectOption(hostileEventId);
      const table = page.getByRole("table", { name: tab.table, exact: true });
      if (!tab.noRecord) {
        const row = table
          .getByRole("row")
          .filter({ hasText: `X${run}.` })
          .first();
        await expect(row, where).toBeVisible();
        if (!tab.noEdit) {
          await row.getByRole("button", { name: /^Edit / }).click();
          await expect(page.getByRole("heading", { level: 3, name: /^Edit / })).toBeVisible();
          // The form holds the payloads as typed values.
          const values = await page
            .locator("form input, form textarea")
            .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
          expect(
            values.some((value) => value.includes(`X${run}.`) && /<|"/.test(value)),
            where,
          ).toBe(true);
        }
      }
      if (tab.path === "journal") {
        // The hostile issue's articles: the issue chosen, its article listed.
        const articles = page.getByRole("region", { name: "Articles", exact: true });
        await articles.getByLabel("Issue", { exact: true }).selectOption({ label: "Vol. 90, No. 1 (June 2026)" });
        await expect(
          articles
            .getByRole("table", { name: "Articles in Vol. 90, No. 1 (June 2026)" })
            .getByRole("button", { name: `Edit X${run}.title` }),
        ).toBeVisible();
      }
      if (tab.event) {
        // The hostile registration or abstract opened: its details (and a registration's payments,
        // with the rejected one's note) are scanned too.
        await table
          .getByRole("row")
          .filter({ hasText: `X${run}.` })
          .first()
          .getByRole("button", { name: /^Open / })
          .click();
        await expect(page.getByRole("heading", { level: 4, name: new RegExp(`X${run}\\.`) })).toBeFocused();
        if (tab.path === "event-registrations")
          await expect(page.locator(".admin-desk").getByText(`X${run}.paymentNote`).first()).toBeVisible();
      }
      if (tab.path === "membership") {
        // The desk: the record found by the search, then opened (its details and payments scanned too).
        await page.getByRole("searchbox", { name: "Search applications and members" }).fill(`X${run}`);
        const member = page
          .getByRole("table", { name: "Applications and members list" })
          .getByRole("row")
          .filter({ hasText: `X${run}.name` });
        await expect(member).toBeVisible();
        await member.getByRole("button", { name: /^Open / }).click();
        await expect(page.getByRole("heading", { level: 4, name: new RegExp(`X${run}\\.name`) })).toBeFocused();
      }
      problems.push(...problemsOf(where, await page.evaluate(scanDocument), dialogs));
    }
    console.log(`stored-xss ${run}: ${tabs.length} admin tabs scanned`);
    // ------------------------------------------------------------ one public page of each kind
    await waitForPublish(request, token, publishedBefore);
    const expectedText = hostilePages(hostile);
    let withPolicy = 0;
    for (const [path, texts] of Object.entries(expectedText)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (response?.headers()["content-security-policy"]) withPolicy++;
      if (path === "/membership/directory") {
        const search = page.getByRole("searchbox", { name: "Search", exact: true });
        await expect(search).toBeEnabled();
        await search.fill(`X${run}`);
        await expect(page.getByRole("row").filter({ hasText: `X${run}.name` })).toBeVisible();
      }
      const scan = await page.evaluate(scanDocument);
      problems.push(...problemsOf(path, scan, dialogs));
      for (const text of texts) {
        if (!scan.text.includes(text)) problems.push(`${path}: does not show ${JSON.stringify(text)} as text`);
      }
    }
    console.log(
      `stored-xss ${run}: ${Object.keys(expectedText).length} public pages, ${withPolicy} of them with a Content-Security-Policy`,
    );
    expect(withPolicy).toBe(Object.keys(expectedText).length);

    expect(problems).toEqual([]);
  } finally {
    // ------------------------------------------------------------ clean up (the next rebuild drops them)
    const failures: string[] = [];
    for (const step of [...hostile.undo].reverse()) {
      const { status } = await api.json(step.method, step.path, step.body);
      if (status !== 200) failures.push(`${step.label}: ${status}`);
    }
    expect(failures, "clean-up").toEqual([]);
  }
});
