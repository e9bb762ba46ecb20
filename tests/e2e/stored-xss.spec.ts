import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { simplePdf } from "../../scripts/lib/demo/pdf";
import { encodePng } from "../../scripts/lib/demo/png";
import { awardeesPath } from "../../src/domain/award-pages";
import { firstStored } from "../../src/domain/first-stored";
import { adminToken, openPanelSignedIn, publishState, waitForPublish } from "./support/common";

/**
 * Stored script is inert. One record in every collection, every text field carrying script,
 * event-handler markup or attribute breakouts (a field whose format cannot hold them falls back to
 * a valid value, and the summary says so); every URL field is first offered javascript: and
 * data:text/html addresses, which must be refused. Then every public page and every admin tab is
 * opened and must show the payloads as text: no script ran, no dialog opened, no on* attribute,
 * javascript: address or stray script is in the DOM, and the Content-Security-Policy had nothing
 * to block (a blocked script would mean markup got through and only the policy stopped it).
 */

// ---------------------------------------------------------------- payloads

/** Distinguishes this run's records and, with the field name, every payload. */
const RUN = Date.now().toString(36).slice(-6);
const mark = (field: string) => `X${RUN}.${field}`;

const SCRIPT = "<script>window.__xss=(window.__xss||0)+1;alert(1)</script>";
const IMG = `<img src=x onerror="window.__xss=1;alert(1)">`;
const SVG = `"><svg onload=alert(1)>`;
const QUOTE = `' onmouseover='alert(1)`;
/** Markup a rich-text sanitiser must strip or neutralise (links, handlers, frames, parser mutations). */
const RICH_EXTRAS = [
  `<a href="javascript:alert(1)">j1</a>`,
  `<a href=" JaVaScRiPt:alert(1)">j2</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">j3</a>`,
  `<p onclick="alert(1)">p1</p>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
].join("");

const full = (field: string) => `${mark(field)} ${SCRIPT} ${IMG} ${SVG} ${QUOTE}`;
const medium = (field: string) => `${mark(field)} ${IMG}${SVG}`;
const short = (field: string) => `${mark(field)}${SVG}`;
const rich = (field: string) => `<p>${mark(field)} rich</p>${SCRIPT}${IMG}${RICH_EXTRAS}`;
/** URL-shaped (http(s) or a same-site path) but trying to break out of the attribute it lands in. */
const hostileUrl = (field: string) =>
  `https://example.org/${mark(field)}?q="><svg onload=alert(1)>&r=' onmouseover='alert(1)`;
const hostilePath = (field: string) => `/${mark(field)}"><img src=x onerror=alert(1)>`;

/** What every URL field must refuse (a tab inside the scheme is dropped by URL parsers). */
const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];

// ---------------------------------------------------------------- collections

type Body = Record<string, unknown>;
type StoredRecord = Record<string, unknown> & { _id: string };

interface Target {
  key: string;
  valid: Body;
  send: (body: Body) => Promise<APIResponse>;
  /** Fields left as they are (they link records together, or are never shown). */
  fixed?: string[];
  urls?: Record<string, "one" | "list">;
  rich?: string[];
  /** Payloads to try for a field, most hostile first, instead of the default ones. */
  ladders?: Record<string, unknown[]>;
}

interface Created {
  key: string;
  record: StoredRecord;
  /** The body the API took. */
  body: Body;
  carried: string[];
  /** Field -> the API's message, for fields whose format refused every payload. */
  refused: Record<string, string>;
}

const isText = (value: unknown) =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

function ladderFor(target: Target, field: string, valid: unknown): unknown[] {
  const own = target.ladders?.[field];
  if (own) return own;
  const kind = target.urls?.[field];
  if (kind === "one") return [hostilePath(field), hostileUrl(field)];
  if (kind === "list") return [[hostileUrl(`${field}0`), hostilePath(`${field}1`)], [hostileUrl(field)]];
  const list = Array.isArray(valid);
  if (target.rich?.includes(field))
    return list ? [[rich(`${field}0`), full(`${field}1`)], [full(field)]] : [rich(field), full(field)];
  return list
    ? [[full(`${field}0`), medium(`${field}1`)], [medium(field)], [short(field)]]
    : [full(field), medium(field), short(field)];
}

/**
 * Creates the target's record with a payload in every text field. A 400 naming fields moves each
 * named field to its next, shorter payload, and after the last back to its valid value.
 */
async function createHostile(target: Target): Promise<Created> {
  const levels = new Map<string, number>();
  for (const [field, value] of Object.entries(target.valid)) {
    if (isText(value) && !target.fixed?.includes(field)) levels.set(field, 0);
  }
  const refused: Record<string, string> = {};
  for (let attempt = 0; attempt < 10; attempt++) {
    const body: Body = { ...target.valid };
    for (const [field, level] of levels) body[field] = ladderFor(target, field, target.valid[field])[level];
    const response = await target.send(body);
    const answer = (await response.json().catch(() => ({}))) as {
      issues?: { field: string; message: string }[];
      message?: string;
    } & Partial<StoredRecord>;
    if (response.status() === 201) {
      expect(answer._id, `${target.key}: the created record`).toBeTruthy();
      return { key: target.key, record: answer as StoredRecord, body, carried: [...levels.keys()], refused };
    }
    expect(response.status(), `${target.key}: ${JSON.stringify(answer)}`).toBe(400);
    const named = new Map<string, string>();
    for (const issue of answer.issues ?? []) named.set(issue.field.split(".")[0] ?? issue.field, issue.message);
    expect(named.size, `${target.key}: a 400 names the fields: ${JSON.stringify(answer)}`).toBeGreaterThan(0);
    for (const [field, message] of named) {
      const level = levels.get(field);
      if (level === undefined) throw new Error(`${target.key}: its valid ${field} was refused: ${message}`);
      if (level + 1 < ladderFor(target, field, target.valid[field]).length) levels.set(field, level + 1);
      else {
        levels.delete(field);
        refused[field] = message;
      }
    }
  }
  throw new Error(`${target.key}: no body was accepted`);
}

// ---------------------------------------------------------------- detectors (run in the page)

/** Before any page script: a trap for window.__xss and a log of what the CSP blocked. */
function installWatchers() {
  const hits: string[] = [];
  const violations: string[] = [];
  Object.defineProperty(window, "__xss", {
    configurable: false,
    get: () => (hits.length > 0 ? hits.length : undefined),
    set: (value: unknown) => {
      hits.push(String(value));
    },
  });
  Object.defineProperty(window, "__xssProbe", { value: { hits, violations } });
  document.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const own = event.sourceFile.startsWith(`${location.origin}/`);
      const from = own ? event.sourceFile.slice(location.origin.length) : event.sourceFile || "the page";
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} from ${from}: ${event.sample}`,
      );
    },
    true,
  );
}

interface Scan {
  /** window.__xss as the page sees it, and every value a script assigned to it. */
  xss: unknown;
  hits: string[] | null;
  violations: string[] | null;
  /** Markup that could run: on* attributes, script URLs, frames, scripts mentioning the payload. */
  markup: string[];
  /** The document's text nodes (not script, style, noscript or template). */
  text: string;
}

function scanDocument(): Scan {
  const markup: string[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0] ?? ""}` : ""}>`;
  const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"]);
  const scriptUrl = (value: string) => {
    // What a browser ignores in a URL's scheme: spaces and controls around it, tabs and newlines in it.
    let squeezed = "";
    for (let index = 0; index < value.length; index++) {
      const code = value.charCodeAt(index);
      if (code > 0x20 && code !== 0x7f) squeezed += value.charAt(index).toLowerCase();
    }
    return /^(javascript|vbscript):/.test(squeezed) || squeezed.startsWith("data:text/html");
  };
  for (const element of document.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.slice(0, 80);
      if (name.startsWith("on")) markup.push(`${describe(element)} has ${name}="${value}"`);
      if (name === "srcdoc") markup.push(`${describe(element)} has srcdoc="${value}"`);
      if (urlAttributes.has(name) && scriptUrl(attribute.value))
        markup.push(`${describe(element)} has ${name}="${value}"`);
      if (element.tagName === "META" && name === "content" && /url\s*=\s*['"]?\s*(javascript|data):/i.test(value))
        markup.push(`${describe(element)} refreshes to "${value}"`);
    }
    if (["IFRAME", "FRAME", "OBJECT", "EMBED"].includes(element.tagName)) markup.push(`${describe(element)} exists`);
  }
  for (const script of document.querySelectorAll("script")) {
    if (/__xss|alert\(1\)/.test(script.text)) markup.push(`<script> contains "${script.text.slice(0, 80)}"`);
  }
  let text = "";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest("script, style, noscript, template")
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.nodeValue ?? "";
  const globals = window as unknown as Record<string, unknown>;
  const probe = globals.__xssProbe as { hits: string[]; violations: string[] } | undefined;
  return { xss: globals.__xss, hits: probe?.hits ?? null, violations: probe?.violations ?? null, markup, text };
}

/** Every way the page shows that stored script ran or could run, as "where: what" lines. */
function problemsOf(where: string, scan: Scan, dialogs: string[]): string[] {
  const problems = scan.markup.map((line) => `${where}: ${line}`);
  if (scan.hits === null || scan.violations === null) problems.push(`${where}: the watchers were not installed`);
  if (scan.xss !== undefined || (scan.hits?.length ?? 0) > 0)
    problems.push(`${where}: window.__xss was set (${JSON.stringify(scan.hits)})`);
  for (const violation of scan.violations ?? []) problems.push(`${where}: CSP violation: ${violation}`);
  for (const dialog of dialogs.splice(0)) problems.push(`${where}: a dialog opened: ${dialog}`);
  return problems;
}

/** Records (and closes) every dialog the page opens; the list is emptied by problemsOf. */
function trackDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.accept().catch(() => undefined);
  });
  return dialogs;
}

// ---------------------------------------------------------------- files

const png = () => encodePng(4, 4, () => [34, 120, 60]);
const pdf = () => simplePdf("Stored script test", ["A download whose title carries markup."]);

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// ---------------------------------------------------------------- the tests

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

test("script stored in every text field stays text on every public page and in every admin tab", async ({
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const publishedBefore = await publishState(request, token);
  const undo: { label: string; run: () => Promise<APIResponse> }[] = [];
  const created = new Map<string, Created>();
  const urlRefusals: string[] = [];

  const sendJson =
    (url: string, headers: Record<string, string> = auth) =>
    (body: Body) =>
      request.post(url, { headers, data: body });
  const sendForm = (url: string, files: Record<string, UploadFile>) => (body: Body) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
    }
    for (const [name, file] of Object.entries(files))
      form.append(name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    return request.post(url, { headers: auth, multipart: form });
  };
  const remover = (path: string) => () => request.delete(path, { headers: auth });

  async function make(target: Target, removePath: (id: string) => string): Promise<Created> {
    // Every URL field refuses script addresses (a record made anyway is removed afterwards).
    for (const [field, kind] of Object.entries(target.urls ?? {})) {
      for (const url of SCRIPT_URLS) {
        const response = await target.send({ ...target.valid, [field]: kind === "list" ? [url] : url });
        const answer = (await response.json().catch(() => ({}))) as { _id?: string; issues?: { field: string }[] };
        if (answer._id) undo.push({ label: `${target.key} ${answer._id}`, run: remover(removePath(answer._id)) });
        expect(response.status(), `${target.key}.${field} = ${JSON.stringify(url)}`).toBe(400);
        expect(answer.issues?.map((issue) => issue.field.split(".")[0])).toContain(field);
        urlRefusals.push(`${target.key}.${field}`);
      }
    }
    const made = await createHostile(target);
    undo.push({ label: `${target.key} ${made.record._id}`, run: remover(removePath(made.record._id)) });
    created.set(target.key, made);
    return made;
  }

  /** Puts the hostile body on the record a public page shows alone (the earliest), and back afterwards. */
  async function takeOverFirst(key: string, listUrl: string, itemUrl: (id: string) => string, fields: string[]) {
    const made = created.get(key);
    const records = (await (await request.get(listUrl, { headers: auth })).json()) as (StoredRecord & {
      createdAt: string;
    })[];
    const first = firstStored(records);
    if (!made || !first || first._id === made.record._id) return;
    const original = Object.fromEntries(fields.map((field) => [field, first[field]]));
    const response = await request.put(itemUrl(first._id), { headers: auth, data: made.body });
    expect(response.status(), `${key}: the first record takes the payloads`).toBe(200);
    undo.push({
      label: `${key} ${first._id} restored`,
      run: () => request.put(itemUrl(first._id), { headers: auth, data: original }),
    });
  }

  const problems: string[] = [];
  try {
    // ------------------------------------------------------------ 1. one hostile record per collection
    const news = await make(
      {
        key: "news",
        valid: { title: "t", date: "2026-12-31", image: "", bigContent: "c", links: [] },
        send: sendJson("/api/news"),
        urls: { image: "one", links: "list" },
        rich: ["bigContent"],
      },
      (id) => `/api/news/${id}`,
    );
    const executive = await make(
      {
        key: "executives",
        valid: {
          name: "n",
          designation: "Member",
          postalAddress: "a",
          email: `o'xss.${RUN}@example.org`,
          mobile: "+91 90000 00000",
          biodata: "b",
        },
        send: sendForm("/api/executives", { image: { name: "photo.png", mimeType: "image/png", buffer: png() } }),
        ladders: {
          // Structured biodata: every part of it is shown on the profile.
          biodata: [
            JSON.stringify({
              birth: full("birth"),
              education: { [medium("educationKey")]: full("education") },
              positions: [full("positions0"), medium("positions1")],
            }),
            full("biodata"),
          ],
        },
      },
      (id) => `/api/executives/${id}`,
    );
    const editorial = await make(
      {
        key: "editorials",
        valid: { category: "c", content: "n", areasOfSpecialization: ["Agronomy"] },
        send: sendJson("/api/editorials"),
      },
      (id) => `/api/editorials/${id}`,
    );
    const book = await make(
      {
        key: "books",
        valid: {
          name: "b",
          editors: ["A. Kumar"],
          year: 2026,
          pages: 10,
          isbn: "978-81-00000-00-1",
          price: 100,
          about: "a",
          contents: "c",
        },
        send: sendForm("/api/books", { image: { name: "cover.png", mimeType: "image/png", buffer: png() } }),
        rich: ["about"],
      },
      (id) => `/api/books/${id}`,
    );
    const workshop = await make(
      {
        key: "workshops",
        valid: { serialNumber: 99, year: 2026, topic: "t", venue: "v", date: "2026-12-31" },
        send: sendJson("/api/workshops"),
      },
      (id) => `/api/workshops/${id}`,
    );
    const award = await make(
      {
        key: "awards",
        valid: {
          sno: 99,
          name: "a",
          year: 2001,
          value: "v",
          periodicity: "Annual",
          eligibility: "e",
          administration: "a",
          procedure: "p",
          presentation: "p",
        },
        send: sendJson("/api/awards"),
      },
      (id) => `/api/awards/${id}`,
    );
    const awardee = await make(
      {
        key: "awardees",
        // Under the hostile award, so that award's awardees page lists it.
        valid: { awardName: award.record.name, sno: 99, year: 2020, awardeeName: "n", lectureTopic: "" },
        send: sendJson("/api/awardees"),
        fixed: ["awardName"],
      },
      (id) => `/api/awardees/${id}`,
    );
    await make(
      {
        key: "award-nomination",
        valid: { mainContent: "m", instructions: ["i"], links: [] },
        send: sendJson("/api/award-nomination"),
        urls: { links: "list" },
        rich: ["mainContent", "instructions"],
      },
      (id) => `/api/award-nomination/${id}`,
    );
    const membership = await make(
      {
        key: "memberships",
        valid: { membershipInfo: "i", nationality: "Indian", membershipType: `Type ${RUN}`, membershipFee: 100 },
        send: sendJson("/api/memberships/create"),
      },
      (id) => `/api/memberships/${id}`,
    );
    await make(
      {
        key: "payment-details",
        valid: {
          accountHolderName: "h",
          bankAndBranch: "b",
          accountNumber: "123456789",
          ifscCode: "SBIN0001234",
          micrCode: "226002001",
        },
        send: sendJson("/api/payment-details/create"),
      },
      (id) => `/api/payment-details/${id}`,
    );
    const download = await make(
      {
        key: "downloads",
        valid: { title: "d" },
        send: sendForm("/api/downloads", { pdf: { name: "form.pdf", mimeType: "application/pdf", buffer: pdf() } }),
      },
      (id) => `/api/downloads/${id}`,
    );
    // A member: registered through the public form (contact shown, by consent), then accepted.
    const member = await make(
      {
        key: "membership-registrations",
        valid: {
          name: "n",
          nationality: "Indian",
          membershipType: membership.record.membershipType,
          membershipFee: 1,
          email: `o'xss.${RUN}.member@example.org`,
          contact: "+91 98765 43210",
          password: "correct horse battery staple",
          designation: "d",
          address: "a",
          areaOfSpecialization: "s",
          showContactInDirectory: true,
        },
        send: sendJson("/api/membership-registrations/register", {}),
        fixed: ["membershipType", "password"],
      },
      (id) => `/api/membership-registrations/reject/${id}`,
    );
    const accepted = await request.put(`/api/membership-registrations/accept/${member.record._id}`, {
      headers: auth,
    });
    expect(accepted.status()).toBe(200);
    // Pages that show one record show the earliest stored: it carries the payloads for the test.
    await takeOverFirst("award-nomination", "/api/award-nomination", (id) => `/api/award-nomination/${id}`, [
      "mainContent",
      "instructions",
      "links",
    ]);
    await takeOverFirst("payment-details", "/api/payment-details/get", (id) => `/api/payment-details/${id}`, [
      "accountHolderName",
      "bankAndBranch",
      "accountNumber",
      "ifscCode",
      "micrCode",
    ]);

    // The download's file is a PDF attachment whatever its title says.
    const file = await request.get(String(download.record.pdfUrl));
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);

    const summary = [...created.values()].map((made) => {
      const refused = Object.entries(made.refused).map(([field, message]) => `${field} (${message})`);
      return `  ${made.key}: ${made.carried.join(", ")}${refused.length ? `; kept valid: ${refused.join("; ")}` : ""}`;
    });
    const refusedUrls = [...new Set(urlRefusals)].map(
      (field) => `${field} x${urlRefusals.filter((x) => x === field).length}`,
    );
    console.log(
      [
        `stored-xss ${RUN}: fields carrying payloads, by collection`,
        ...summary,
        `  javascript:/data:text/html refused with 400: ${refusedUrls.join(", ")}`,
      ].join("\n"),
    );
    // Every collection took payloads in most of its text fields.
    for (const made of created.values()) expect(made.carried.length, made.key).toBeGreaterThan(0);

    // ------------------------------------------------------------ 2. every public page
    await waitForPublish(request, token, publishedBefore);
    await page.addInitScript(installWatchers);
    const dialogs = trackDialogs(page);

    /** A field's stored text when it carried a payload. */
    const shown = (made: Created, ...fields: string[]) =>
      fields.flatMap((field) => {
        const value = made.record[field];
        if (!made.carried.includes(field)) return [];
        return Array.isArray(value) ? value.map(String) : [String(value)];
      });
    const biodata = JSON.parse(String(executive.record.biodata)) as {
      birth: string;
      education: Record<string, string>;
      positions: string[];
    };
    const paths = {
      news: `/news/${news.record._id}`,
      profile: `/executive-profile/${executive.record._id}`,
      book: `/publications/book/${book.record._id}`,
      guidelines: `/awards/guidelines/${award.record._id}`,
      awardees: awardeesPath(award.record.name as string),
    };
    /** Text each page must show as text: the payloads, unchanged (rich text: its words). */
    const expectedText: Record<string, string[]> = {
      "/": shown(news, "title"),
      "/news": shown(news, "title"),
      [paths.news]: [...shown(news, "title"), mark("bigContent")],
      "/present-executive-council": shown(executive, "name", "designation"),
      "/present-executive-council?filter=Member": shown(executive, "name", "designation"),
      [paths.profile]: [
        ...shown(executive, "name", "designation", "postalAddress"),
        biodata.birth,
        ...Object.entries(biodata.education).flat(),
        ...biodata.positions,
      ],
      "/publications/editorial-board": shown(editorial, "category", "content", "areasOfSpecialization"),
      "/publications/books": shown(book, "name"),
      [paths.book]: [...shown(book, "name", "editors", "isbn", "contents"), mark("about")],
      "/conference/workshop": shown(workshop, "topic", "venue"),
      "/awards/society": shown(award, "name"),
      [paths.guidelines]: shown(award, "name", "value", "eligibility", "administration", "procedure", "presentation"),
      [paths.awardees]: shown(awardee, "awardeeName", "lectureTopic"),
      "/awards/nomination": [mark("mainContent"), mark("instructions0"), mark("instructions1")],
      "/membership/info": [
        ...shown(membership, "membershipType", "membershipInfo"),
        mark("accountHolderName"),
        mark("bankAndBranch"),
      ],
      "/membership/directory": shown(
        member,
        "name",
        "email",
        "designation",
        "address",
        "areaOfSpecialization",
        "membershipType",
      ),
      "/downloads": shown(download, "title"),
    };

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL((match[1] ?? "").replace(/&amp;/g, "&"));
      return `${url.pathname.replace(/(.)\/$/, "$1")}${url.search}`;
    });
    for (const path of [paths.news, paths.profile, paths.book, paths.guidelines, paths.awardees])
      expect(sitemapPaths, "the sitemap lists the new records' pages").toContain(path);
    const visit = [...new Set([...sitemapPaths, "/news", "/present-executive-council?filter=Member"])];
    for (const path of Object.keys(expectedText)) expect(visit, "pages with payloads are visited").toContain(path);

    let withPolicy = 0;
    for (const path of visit) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(200);
      if (response?.headers()["content-security-policy"]) withPolicy++;
      if (path === "/membership/directory") {
        const search = page.getByRole("searchbox", { name: "Search" });
        await expect(search).toBeEnabled();
        await search.fill(`X${RUN}`);
        await expect(page.getByRole("row").filter({ hasText: mark("name") })).toBeVisible();
      }
      const scan = await page.evaluate(scanDocument);
      problems.push(...problemsOf(path, scan, dialogs));
      for (const text of expectedText[path] ?? []) {
        if (!scan.text.includes(text)) problems.push(`${path}: does not show ${JSON.stringify(text)} as text`);
      }
    }
    // The news page's links keep their hostile addresses, inside the attribute.
    await page.goto(paths.news, { waitUntil: "networkidle" });
    const hrefs = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const link of news.record.links as string[])
      expect(hrefs, "the news links, kept in their attribute").toContain(link);
    console.log(
      `stored-xss ${RUN}: ${visit.length} public pages, ${withPolicy} of them with a Content-Security-Policy`,
    );

    // ------------------------------------------------------------ 3. every admin tab
    const tabs = [
      { path: "news", heading: "News", table: "News items" },
      { path: "executive-council", heading: "Executive Council", table: "Executive council members" },
      { path: "editorial-board", heading: "Editorial Board", table: "Editorial board members" },
      { path: "books", heading: "Books", table: "Books" },
      { path: "workshops", heading: "Workshops", table: "Workshops" },
      { path: "awards", heading: "Awards", table: "Awards" },
      { path: "awardees", heading: "Awardees", table: "Awardees" },
      { path: "nominations", heading: "Nominations", table: "Nomination info" },
      { path: "membership", heading: "Membership", table: "Membership types" },
      { path: "payment-details", heading: "Payment Details", table: "Payment details" },
      { path: "downloads", heading: "Downloads", table: "Downloads", noEdit: true },
      { path: "subscribers", heading: "Subscribers", table: "Subscribers", noRecord: true },
    ];
    await openPanelSignedIn(page, "/admin/news");
    for (const tab of tabs) {
      const where = `/admin/${tab.path}`;
      await page.goto(where, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 2, name: tab.heading, exact: true })).toBeVisible();
      const table = page.getByRole("table", { name: tab.table, exact: true });
      if (!tab.noRecord) {
        const row = table
          .getByRole("row")
          .filter({ hasText: `X${RUN}.` })
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
            values.some((value) => value.includes(`X${RUN}.`) && /<|"/.test(value)),
            where,
          ).toBe(true);
        }
      }
      if (tab.path === "membership") {
        await page.getByRole("searchbox", { name: "Search members" }).fill(`X${RUN}`);
        await expect(
          page
            .getByRole("table", { name: "Accepted members" })
            .getByRole("row")
            .filter({ hasText: mark("name") }),
        ).toBeVisible();
      }
      problems.push(...problemsOf(where, await page.evaluate(scanDocument), dialogs));
    }
    console.log(`stored-xss ${RUN}: ${tabs.length} admin tabs scanned`);

    expect(problems).toEqual([]);
  } finally {
    // ------------------------------------------------------------ 4. clean up, and wait for the site
    const beforeCleanup = await publishState(request, token);
    const failures: string[] = [];
    for (const step of undo.reverse()) {
      try {
        const response = await step.run();
        if (!response.ok()) failures.push(`${step.label}: ${response.status()} ${await response.text()}`);
      } catch (error) {
        failures.push(`${step.label}: ${String(error)}`);
      }
    }
    if (undo.length > 0) await waitForPublish(request, token, beforeCleanup);
    expect(failures, "clean-up").toEqual([]);
  }
});
