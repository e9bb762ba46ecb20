import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { formatRupees } from "../../src/domain/format";
import { MEMBER_MESSAGES } from "../../src/domain/member-messages";
import { DESKTOP, expectNoAxeViolations, adminToken, registerApplicant } from "./support/common";
import { expectStatusShown } from "./support/panel";

/**
 * The public pages that work with script: the member directory (a React island), online
 * registration and the member login (the page's HTML and a small script each,
 * docs/decisions/public-forms.md): interaction, focus, messages, axe. Data: the seeded demo content
 * (scripts/lib/demo-content.ts): 12 accepted members (Asha Verma, Imran Siddiqui and Priya Pandey
 * share their contact details and work in Lucknow), and membership options (Indian Life: ₹10,000 +
 * 18% GST). The rules behind them are unit-tested: tests/unit/directory.test.ts,
 * tests/unit/registration-form.test.ts and tests/unit/member-login-checks.test.ts.
 */

const MOBILE = { width: 390, height: 844 };
const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["mobile", MOBILE],
] as const;

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

// ---------------------------------------------------------------------------------------------
// Member directory
// ---------------------------------------------------------------------------------------------

test.describe("member directory", () => {
  const table = (page: Page) => page.getByRole("table", { name: "Members of the society" });
  const bodyRows = (page: Page) => table(page).locator("tbody tr");
  const rowNames = (page: Page) => table(page).locator("tbody th[scope=row]");
  const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search", exact: true });

  test("search narrows the list as it is typed, says how many, shows the empty row and clears", async ({ page }) => {
    // The search rules themselves: tests/unit/directory.test.ts; the first page and what the data
    // holds (no pending member, no unshared contact): tests/unit/built-demo-content-pages.test.ts.
    await page.goto("/membership/directory");
    await expect(search(page)).toBeEnabled();
    const status = page.getByRole("status").filter({ hasText: /found/ });

    await search(page).fill("  professor   LUCKNOW ");
    await expect(rowNames(page)).toHaveText([
      "Demo Member Asha Verma",
      "Demo Member Imran Siddiqui",
      "Demo Member Priya Pandey",
    ]);
    await expect(showing(page)).toHaveText("Showing 1 to 3 of 3 entries");
    await expect(status).toHaveText("3 members found.");

    await search(page).fill("no such member anywhere");
    await expect(bodyRows(page)).toHaveText(["No members found."]);
    await expect(showing(page)).toHaveText("Showing 0 to 0 of 0 entries");
    await expect(page.getByRole("status").filter({ hasText: "No members found." })).toBeAttached();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

    await search(page).fill("");
    await expect(showing(page)).toHaveText("Showing 1 to 12 of 12 entries");
  });

  test("page size and paging", async ({ page }) => {
    await page.goto("/membership/directory");
    const pageSize = page.getByRole("combobox", { name: "Entries per page" });
    await expect(pageSize).toHaveValue("100");
    await expect(pageSize.getByRole("option")).toHaveText(["10", "25", "50", "100"]);
    const pages = page.getByRole("navigation", { name: "Member directory pages" });
    const previous = pages.getByRole("button", { name: "Previous" });
    const next = pages.getByRole("button", { name: "Next" });

    await pageSize.selectOption("10");
    await expect(showing(page)).toHaveText("Showing 1 to 10 of 12 entries");
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pages.getByRole("button", { name: "Page 2" })).not.toHaveAttribute("aria-current", "page");
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(showing(page)).toHaveText("Showing 11 to 12 of 12 entries");
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(next).toBeDisabled();
    // The button keeps the focus (it is aria-disabled, not removed from the tab order).
    await expect(next).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 11 to 12 of 12 entries.");

    await previous.click();
    await expect(showing(page)).toHaveText("Showing 1 to 10 of 12 entries");
    await pages.getByRole("button", { name: "Page 2" }).click();
    await expect(showing(page)).toHaveText("Showing 11 to 12 of 12 entries");

    // A new search starts again on page 1.
    await search(page).fill("demo");
    await expect(showing(page)).toHaveText("Showing 1 to 10 of 12 entries");

    // A bigger page size shows everything on one page.
    await pageSize.selectOption("25");
    await expect(showing(page)).toHaveText("Showing 1 to 12 of 12 entries");
    await expect(next).toBeDisabled();
  });

  test("loads no script until the controls are used; the prebuilt rows and page links work without it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (["script", "fetch"].includes(request.resourceType())) scripts.push(request.url());
    });
    await page.goto("/membership/directory");
    await expect(showing(page)).toHaveText("Showing 1 to 12 of 12 entries");
    await expect(bodyRows(page)).toHaveCount(12);
    const pages = page.getByRole("navigation", { name: "Member directory pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(scripts).toEqual([]);

    // One search asks the server for one page; the whole directory follows once, for what comes next.
    const answered = page.waitForResponse((response) => response.url().includes("/api/directory?"));
    const whole = page.waitForResponse((response) => response.url().endsWith("/membership/directory/members.txt"));
    await search(page).fill("verma");
    expect((await answered).status()).toBe(200);
    await expect(rowNames(page)).toHaveText(["Demo Member Asha Verma"]);
    expect((await whole).status()).toBe(200);
    const asked = scripts.filter((url) => url.includes("/api/directory?")).length;
    await search(page).fill("pandey");
    await expect(rowNames(page)).toHaveText(["Demo Member Priya Pandey"]);
    expect(scripts.filter((url) => url.includes("/api/directory?")).length).toBe(asked);
  });

  test("searches the whole file when the server cannot answer", async ({ page }) => {
    const refuse = (route: Route) => route.fulfill({ status: 503, body: "{}" });
    await page.route("**/api/directory?*", refuse);
    await page.goto("/membership/directory");
    await search(page).fill("verma");
    await expect(rowNames(page)).toHaveText(["Demo Member Asha Verma"]);
  });

  test("says so when the directory cannot be loaded", async ({ page }) => {
    const refuse = (route: Route) => route.fulfill({ status: 503, body: "{}" });
    await page.route("**/api/directory?*", refuse);
    await page.route("**/membership/directory/members.txt", refuse);
    await page.goto("/membership/directory");
    await search(page).fill("verma");
    await expect(page.getByRole("alert").filter({ hasText: "Could not load member directory." })).toBeVisible();
  });

  for (const [name, viewport] of VIEWPORTS) {
    test(`is accessible (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/membership/directory");
      await expect(search(page)).toBeEnabled();
      await expectNoAxeViolations(page);
      await search(page).fill("nobody by this name");
      await expect(bodyRows(page)).toHaveText(["No members found."]);
      await expectNoAxeViolations(page);
      if (name === "mobile") {
        // The table scrolls sideways inside its region; the page itself does not.
        const region = page.getByRole("region", { name: "Members of the society" });
        await expect(region).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Online registration
// ---------------------------------------------------------------------------------------------

interface Applicant {
  nationality?: "Indian" | "SAARC" | "Foreign";
  type?: string | undefined;
  name?: string;
  email?: string;
  contact?: string;
  designation?: string;
  address?: string;
  area?: string;
  password?: string;
  confirm?: string;
  consent?: boolean;
}

function registrationForm(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    nationality: (value: string) => page.getByRole("radio", { name: value, exact: true }),
    type: page.getByRole("combobox", { name: "Membership type" }),
    state: page.getByRole("combobox", { name: "State or union territory (optional)" }),
    name: field("Full name"),
    email: field("E-mail"),
    contact: field("Contact number"),
    designation: field("Designation"),
    address: field("Address"),
    area: field("Area of specialization"),
    password: field("Password"),
    confirm: field("Confirm password"),
    consent: page.getByRole("checkbox", { name: /List my e-mail, phone number and address publicly/ }),
    submit: page.getByRole("button", { name: /^(Register|Submitting…)$/ }),
    alert: page.getByRole("alert").filter({ hasText: /\S/ }),
    toast: page.getByRole("status").filter({ hasText: "Registration successful! We will contact you soon!" }),
  };
}

async function fillApplicant(page: Page, applicant: Applicant) {
  const form = registrationForm(page);
  if (applicant.nationality) await form.nationality(applicant.nationality).check();
  if (applicant.type !== undefined) await form.type.selectOption({ label: applicant.type });
  const texts: [Locator, string | undefined][] = [
    [form.name, applicant.name],
    [form.email, applicant.email],
    [form.contact, applicant.contact],
    [form.designation, applicant.designation],
    [form.address, applicant.address],
    [form.area, applicant.area],
    [form.password, applicant.password],
    [form.confirm, applicant.confirm ?? applicant.password],
  ];
  for (const [locator, value] of texts) if (value !== undefined) await locator.fill(value);
  if (applicant.consent) await form.consent.check();
}

/** An option's text as the form shows it (amounts through the site's own rupee format). */
const optionText = (type: string, fee: number) =>
  `${type}: ${formatRupees(fee + (fee * 18) / 100)} (fee ${formatRupees(fee)} + GST ${formatRupees((fee * 18) / 100)})`;
const INDIAN_LIFE = optionText("Life", 10_000);

const complete = (email: string): Applicant => ({
  nationality: "Indian",
  type: INDIAN_LIFE,
  name: "E2E Test Applicant",
  email,
  contact: "+91 90000 99999",
  designation: "Test Scientist",
  address: "1 Test Marg, Lucknow",
  area: "Agronomy",
  password: "a test password",
  consent: true,
});

test.describe("online registration", () => {
  test("shows the types of the chosen nationality with fee, GST and total, and resets on change", async ({ page }) => {
    const response = await page.goto("/membership/registration");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Online Registration" })).toBeVisible();
    const form = registrationForm(page);
    await expect(form.nationality("Indian")).toBeChecked();
    await expect(form.type).toBeEnabled();
    await expect(form.type.getByRole("option")).toHaveText([
      "Select a membership type",
      optionText("Annual", 1_000),
      INDIAN_LIFE,
      optionText("Institutional", 25_000),
    ]);

    await form.type.selectOption({ label: INDIAN_LIFE });
    await expect(form.state).toBeVisible();
    await expect(form.state).toHaveAccessibleDescription(/place of supply/);
    await expect(form.state.getByRole("option")).toHaveCount(37);
    const due = page.getByRole("definition");
    await expect(due).toHaveText([formatRupees(10_000), formatRupees(1_800), formatRupees(11_800)]);
    await expect(due.first()).toHaveText(/^₹10,000(\.00)?$/);
    await expect(page.getByRole("term")).toHaveText(["Membership fee", "GST", "Total"]);

    // A new nationality resets the type and offers its own options; only Indian applicants give a state.
    await form.nationality("SAARC").check();
    await expect(form.type).toHaveValue("");
    await expect(form.state).toHaveCount(0);
    await expect(due).toHaveCount(0);
    await expect(form.type.getByRole("option")).toHaveText([
      "Select a membership type",
      optionText("Annual", 2_000),
      optionText("Life", 20_000),
      optionText("Institutional", 50_000),
    ]);
    await form.nationality("Foreign").check();
    await expect(form.type.getByRole("option").nth(1)).toHaveText(optionText("Annual", 5_000));

    await expect(page.getByRole("link", { name: "Member login" })).toHaveAttribute("href", "/login");
    await expect(form.consent).not.toBeChecked();
  });

  test("shows each validation message, tied to its fields, and clears it on input", async ({ page }) => {
    await page.goto("/membership/registration");
    const form = registrationForm(page);
    await expect(form.submit).toBeEnabled();

    await form.submit.click();
    await expect(form.alert).toHaveText("All fields are required.");
    await expect(form.type).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.confirm).toHaveAttribute("aria-invalid", "true");
    await expect(form.type).toBeFocused();
    const errorId = await form.alert.getAttribute("id");
    await expect(form.name).toHaveAttribute("aria-describedby", errorId ?? "missing");

    // Any input clears the message and the marks.
    await form.name.fill("Someone");
    await expect(form.alert).toHaveCount(0);
    await expect(form.name).not.toHaveAttribute("aria-invalid", "true");

    // Passwords that differ: the message is tied to the confirmation, which takes the focus.
    await fillApplicant(page, complete(uniqueEmail("mismatch")));
    await expect(form.alert).toHaveCount(0);
    await form.confirm.fill("something else");
    await form.submit.click();
    await expect(form.alert).toHaveText("Passwords do not match.");
    await expect(form.confirm).toHaveAttribute("aria-invalid", "true");
    await expect(form.confirm).toBeFocused();
    await form.confirm.fill("a test password");
    await expect(form.alert).toHaveCount(0);
  });

  test("a successful registration shows the toast, goes home and is pending for the administrator", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("success");
    await page.goto("/membership/registration");
    await fillApplicant(page, complete(email));
    await registrationForm(page).state.selectOption("Uttar Pradesh");

    // Hold the request to see the busy state.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/membership-registrations/register", async (route) => {
      await held;
      await route.continue();
    });
    const form = registrationForm(page);
    await form.submit.click();
    await expect(form.submit).toHaveText("Submitting…");
    await expect(form.submit).toBeDisabled();
    release();

    // docs/rules/public-site.md §10.13: the toast names the application reference and says the e-mail was sent.
    await expect(form.toast).toBeVisible();
    await expect(form.toast).toContainText(
      /Your application reference is APP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\. We have sent you an e-mail with how to pay\./,
    );
    const reference = /APP-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec((await form.toast.textContent()) ?? "")?.[0];
    await expect(page).toHaveURL(/\/membership\/registration/);
    await expect(page).toHaveURL((url) => url.pathname === "/", { timeout: 10_000 });

    const token = await adminToken(request);
    const all = (await (
      await request.get("/api/membership-registrations/", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { email: string; status: string; membershipType: string; membershipFee: number }[];
    const mine = all.find((record) => record.email === email);
    expect(mine).toMatchObject({
      status: "pending",
      membershipType: "Life",
      membershipFee: 11_800,
      amountDue: 11_800,
      state: "Uttar Pradesh",
      reference,
    });
    expect(mine).not.toHaveProperty("passwordHash");
    expect(mine).not.toHaveProperty("password");

    const publicList = (await (await request.get("/api/membership-registrations")).json()) as { email?: string }[];
    expect(publicList.some((entry) => entry.email === email)).toBe(false);
  });

  test("shows the server's message and keeps what was typed", async ({ page }) => {
    await page.goto("/membership/registration");
    const form = registrationForm(page);
    // A seeded member's address: the server answers 409.
    await fillApplicant(page, { ...complete("asha.verma.demo@example.org"), name: "Kept Name" });
    await form.submit.click();
    await expect(form.alert).toHaveText("A membership application with this e-mail address already exists.");
    await expect(form.name).toHaveValue("Kept Name");
    await expect(form.password).toHaveValue("a test password");
    await expect(form.type).toHaveValue("Life");
    await expect(form.submit).toHaveText("Register");
    await expect(form.submit).toBeEnabled();

    // The server's field-level checks are tied to the field too.
    await form.email.fill(uniqueEmail("bad-contact"));
    await form.contact.fill("call me");
    await form.submit.click();
    await expect(form.alert).toContainText("Contact must be a phone number");
    await expect(form.contact).toHaveAttribute("aria-invalid", "true");
    await expect(form.contact).toBeFocused();
  });

  test("a network failure shows the generic message", async ({ page }) => {
    await page.goto("/membership/registration");
    await page.route("**/api/membership-registrations/register", (route) => route.abort("internetdisconnected"));
    const form = registrationForm(page);
    await fillApplicant(page, complete(uniqueEmail("offline")));
    await form.submit.click();
    await expect(form.alert).toHaveText("Registration failed. Please try again.");
    await expect(form.name).toHaveValue("E2E Test Applicant");
  });

  for (const [name, viewport] of VIEWPORTS) {
    test(`is accessible, with and without errors (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/membership/registration");
      const form = registrationForm(page);
      await form.type.selectOption({ label: INDIAN_LIFE });
      await expectNoAxeViolations(page);
      await form.submit.click();
      await expect(form.alert).toHaveText("All fields are required.");
      await expectNoAxeViolations(page);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Member login
// ---------------------------------------------------------------------------------------------

test.describe("member login", () => {
  const email = (page: Page) => page.getByRole("textbox", { name: "E-mail", exact: true });
  const proceed = (page: Page) => page.getByRole("button", { name: "Proceed" });
  const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
  const password = (page: Page) => page.getByLabel("Password", { exact: true });

  test("PROCEED checks the e-mail, then asks for the password or offers a code", async ({ page }) => {
    // Signing in for real: member-journey.spec.ts.
    const response = await page.goto("/login");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Member Login" })).toBeVisible();
    await expect(email(page)).toHaveAttribute("type", "email");
    await expect(email(page)).toHaveAttribute("required", "");
    await expect(proceed(page)).toHaveCSS("text-transform", "uppercase");

    await proceed(page).click();
    await expect(alert(page)).toHaveText("E-mail is required.");
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    await expect(email(page)).toBeFocused();

    await email(page).fill("not an address");
    await expect(alert(page)).toHaveCount(0);
    await proceed(page).click();
    await expect(alert(page)).toHaveText("E-mail must be a valid e-mail address.");

    await email(page).fill("member@example.org");
    await proceed(page).click();
    await expect(page.getByText("Signing in as member@example.org")).toBeVisible();
    await expect(password(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "E-mail me a sign-in code" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot your password?" })).toBeVisible();

    // An empty password is refused before anything is sent.
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(alert(page)).toHaveText("Password is required.");
    await expect(password(page)).toHaveAttribute("aria-invalid", "true");

    // Back to the address: it is kept, and has the focus.
    await page.getByRole("button", { name: "Change e-mail" }).click();
    await expect(email(page)).toHaveValue("member@example.org");
    await expect(email(page)).toBeFocused();
  });

  test("a sign-in code: asked for as its step opens, its shape checked, the API's answer shown", async ({ page }) => {
    // Signing in with a real code: member-journey.spec.ts. Here the API's answers are held and made up.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/member/login-code", async (route) => {
      await held;
      await route.fulfill({
        status: 202,
        json: { message: "If this e-mail is registered, a sign-in code has been sent." },
      });
    });
    await page.route("**/api/member/login-code/verify", (route) =>
      route.fulfill({ status: 401, json: { message: "The code is wrong or has expired." } }),
    );
    const code = page.getByRole("textbox", { name: "Sign-in code" });
    const resend = page.getByRole("button", { name: /^(Send a new code|Sending…)$/ });

    await page.goto("/login");
    await email(page).fill("member@example.org");
    await proceed(page).click();
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByText("We will e-mail you a sign-in code.")).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription(
      "The 6 digits from the e-mail; the code works once, for 15 minutes.",
    );
    await expect(resend).toHaveText("Sending…");
    await expect(resend).toBeDisabled();
    release();
    await expectStatusShown(page, "If this e-mail is registered");
    await expect(resend).toHaveText("Send a new code");
    await expect(resend).toBeEnabled();

    await code.fill("12345");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(alert(page)).toHaveText("The sign-in code is the 6 digits from the e-mail.");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await code.fill("123 456");
    await expect(alert(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(alert(page)).toHaveText("The code is wrong or has expired.");
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription(/15 minutes\. The code is wrong or has expired\.$/);

    // Back to the password: a step of its own again, empty and with the focus.
    await page.getByRole("button", { name: "Use your password instead" }).click();
    await expect(password(page)).toBeFocused();
    await expect(password(page)).toHaveValue("");
    await expect(code).toBeHidden();
    await expect(alert(page)).toHaveCount(0);
  });

  test("links to registration", async ({ page }) => {
    await page.goto("/login");
    const link = page.getByRole("link", { name: "Register as a new member" });
    await expect(link).toHaveAttribute("href", "/register");
    await link.click();
    await expect(page).toHaveURL(/\/membership\/registration\/?$/);
    await expect(page.getByRole("heading", { level: 1, name: "Online Registration" })).toBeVisible();
  });

  for (const [name, viewport] of VIEWPORTS) {
    test(`is accessible, with and without errors (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The form as it opens: crawl.spec.ts.
      await page.goto("/login");
      await expect(proceed(page)).toBeEnabled();
      await proceed(page).click();
      await expect(alert(page)).toHaveText("E-mail is required.");
      await expectNoAxeViolations(page);
      await email(page).fill("member@example.org");
      await proceed(page).click();
      await expect(password(page)).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Member area (the member's whole path is tests/e2e/member-journey.spec.ts)
// ---------------------------------------------------------------------------------------------

test("a pending applicant withdraws from the account page: asked first, then told, taken home and signed out", async ({
  page,
}) => {
  const email = uniqueEmail("withdraw");
  await registerApplicant(page.request, "Withdrawing Applicant", email);
  const login = await page.request.post("/api/member/login", { data: { email, password: "a-test-password" } });
  expect(login.status()).toBe(200);
  await page.goto("/account");

  const withdraw = page.getByRole("button", { name: "Withdraw my application" });
  await withdraw.click();
  const dialog = page.getByRole("dialog", { name: "Withdraw your application?" });
  await expect(dialog.getByRole("button", { name: "Keep my application" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(withdraw).toBeFocused();

  await withdraw.click();
  await dialog.getByRole("button", { name: "Withdraw application" }).click();
  // The words are the server's answer, shown as it gave them.
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    `${MEMBER_MESSAGES.withdrawn} You will be taken to the home page.`,
  );
  await expect(page).toHaveURL(/\/$/);
  const again = await page.request.post("/api/member/login", { data: { email, password: "a-test-password" } });
  expect(again.status()).toBe(401);
});
