import { simplePdf } from "../../scripts/lib/demo/pdf";
import { encodePng } from "../../scripts/lib/demo/png";
import { awardeesPath } from "../../src/domain/award-pages";
import { firstStored } from "../../src/domain/first-stored";
import { addDays, indiaToday } from "../../src/domain/india-date";

/**
 * Stored script, one record per collection: every text field carries script, event-handler markup
 * or attribute breakouts (a field whose format cannot hold them falls back to a shorter payload,
 * then to a valid value, and the summary says so); every URL field is first offered javascript:
 * and data:text/html addresses, which must be refused. Used against `npm start` by
 * tests/e2e/stored-xss.spec.ts and against the functions directly by the built-site fixtures.
 */

// ---------------------------------------------------------------- payloads

export const mark = (run: string, field: string) => `X${run}.${field}`;

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

/** What every URL field must refuse (a tab inside the scheme is dropped by URL parsers). */
const SCRIPT_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];

function payloads(run: string) {
  const m = (field: string) => mark(run, field);
  return {
    full: (field: string) => `${m(field)} ${SCRIPT} ${IMG} ${SVG} ${QUOTE}`,
    medium: (field: string) => `${m(field)} ${IMG}${SVG}`,
    short: (field: string) => `${m(field)}${SVG}`,
    rich: (field: string) => `<p>${m(field)} rich</p>${SCRIPT}${IMG}${RICH_EXTRAS}`,
    /** URL-shaped (http(s) or a same-site path) but trying to break out of the attribute it lands in. */
    hostileUrl: (field: string) =>
      `https://example.org/${m(field)}?q="><svg onload=alert(1)>&r=' onmouseover='alert(1)`,
    hostilePath: (field: string) => `/${m(field)}"><img src=x onerror=alert(1)>`,
  };
}

// ---------------------------------------------------------------- how records are sent

export type Body = Record<string, unknown>;
export type StoredRecord = Record<string, unknown> & { _id: string };

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The API as the caller reaches it: over HTTP (e2e) or through the functions (unit fixtures). */
export interface ApiClient {
  /** A JSON request; `admin` sends the administrator's token. */
  json(method: "POST" | "PUT" | "DELETE", path: string, body?: Body, admin?: boolean): Promise<Answer>;
  /** A multipart POST with the administrator's token. */
  form(path: string, fields: Body, files: Record<string, UploadFile>): Promise<Answer>;
  /** A GET with the administrator's token. */
  get(path: string): Promise<Answer & { list: StoredRecord[] }>;
}

// ---------------------------------------------------------------- collections

interface Target {
  key: string;
  valid: Body;
  send: (body: Body) => Promise<Answer>;
  /** The path that deletes a record of this collection; none when nothing deletes one (see where it is made). */
  remove?: (id: string) => string;
  /** Fields left as they are (they link records together, or are never shown). */
  fixed?: string[];
  urls?: Record<string, "one" | "list">;
  rich?: string[];
  /** Payloads to try for a field, most hostile first, instead of the default ones. */
  ladders?: Record<string, unknown[]>;
}

export interface Created {
  key: string;
  record: StoredRecord;
  /** The body the API took. */
  body: Body;
  carried: string[];
  /** Field -> the API's message, for fields whose format refused every payload. */
  refused: Record<string, string>;
}

/** What was stored, and how to take it away again (most recent last). */
export interface HostileContent {
  run: string;
  created: Created[];
  /** "collection.field" once per script address refused with 400. */
  urlRefusals: string[];
  undo: { label: string; method: "PUT" | "DELETE"; path: string; body?: Body }[];
}

/** The hostile record stored under `key`; throws when there is none. */
export function hostileRecord(content: HostileContent, key: string): Created {
  const found = content.created.find((entry) => entry.key === key);
  if (!found) throw new Error(`no hostile ${key}`);
  return found;
}

const isText = (value: unknown) =>
  typeof value === "string" || (Array.isArray(value) && value.every((item) => typeof item === "string"));

function ladderFor(run: string, target: Target, field: string, valid: unknown): unknown[] {
  const { full, medium, short, rich, hostileUrl, hostilePath } = payloads(run);
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
async function createHostile(run: string, target: Target): Promise<Created> {
  const levels = new Map<string, number>();
  for (const [field, value] of Object.entries(target.valid)) {
    if (isText(value) && !target.fixed?.includes(field)) levels.set(field, 0);
  }
  const refused: Record<string, string> = {};
  for (let attempt = 0; attempt < 10; attempt++) {
    const body: Body = { ...target.valid };
    for (const [field, level] of levels) body[field] = ladderFor(run, target, field, target.valid[field])[level];
    const { status, json } = await target.send(body);
    if (status === 201) {
      if (typeof json._id !== "string") throw new Error(`${target.key}: the created record has no _id`);
      return { key: target.key, record: json as StoredRecord, body, carried: [...levels.keys()], refused };
    }
    if (status !== 400) throw new Error(`${target.key}: answered ${status} ${JSON.stringify(json)}`);
    const named = new Map<string, string>();
    for (const issue of (json.issues ?? []) as { field: string; message: string }[])
      named.set(issue.field.split(".")[0] ?? issue.field, issue.message);
    if (named.size === 0) throw new Error(`${target.key}: a 400 must name the fields: ${JSON.stringify(json)}`);
    for (const [field, message] of named) {
      const level = levels.get(field);
      if (level === undefined) throw new Error(`${target.key}: its valid ${field} was refused: ${message}`);
      if (level + 1 < ladderFor(run, target, field, target.valid[field]).length) levels.set(field, level + 1);
      else {
        levels.delete(field);
        refused[field] = message;
      }
    }
  }
  throw new Error(`${target.key}: no body was accepted`);
}

function removal(target: Target, id: string): string {
  if (!target.remove) throw new Error(`${target.key}: a record was made, and nothing deletes one`);
  return target.remove(id);
}

const png = () => encodePng(4, 4, () => [34, 120, 60]);
const pdf = () => simplePdf("Stored script test", ["A download whose title carries markup."]);

/**
 * One hostile record in every collection, a member accepted into the directory, and the payloads
 * put on the records that public pages show alone (the earliest stored), with their old values
 * kept in `undo`. Throws on anything the API should not have done.
 */
export const hostileContent = (run: string): HostileContent => ({ run, created: [], urlRefusals: [], undo: [] });

/** Fills `content` as it goes, so that what was stored can be taken away even after a failure. */
export async function storeHostileContent(
  api: ApiClient,
  content: HostileContent,
  /** Payloads in the site details too: every page's header and footer then changes. */
  { siteDetails = true }: { siteDetails?: boolean } = {},
): Promise<HostileContent> {
  const { run } = content;
  const sendJson =
    (path: string, admin = true) =>
    (body: Body) =>
      api.json("POST", path, body, admin);
  const sendForm = (path: string, files: Record<string, UploadFile>) => (body: Body) => api.form(path, body, files);

  async function make(target: Target): Promise<Created> {
    // Every URL field refuses script addresses (a record made anyway is removed afterwards).
    for (const [field, kind] of Object.entries(target.urls ?? {})) {
      for (const url of SCRIPT_URLS) {
        const { status, json } = await target.send({ ...target.valid, [field]: kind === "list" ? [url] : url });
        if (typeof json._id === "string")
          content.undo.push({ label: `${target.key} ${json._id}`, method: "DELETE", path: removal(target, json._id) });
        const fields = ((json.issues ?? []) as { field: string }[]).map((issue) => issue.field.split(".")[0]);
        if (status !== 400 || !fields.includes(field))
          throw new Error(`${target.key}.${field} = ${JSON.stringify(url)} answered ${status} ${JSON.stringify(json)}`);
        content.urlRefusals.push(`${target.key}.${field}`);
      }
    }
    const made = await createHostile(run, target);
    if (target.remove)
      content.undo.push({
        label: `${target.key} ${made.record._id}`,
        method: "DELETE",
        path: target.remove(made.record._id),
      });
    content.created.push(made);
    return made;
  }

  /** Puts the hostile body on the record a public page shows alone (the earliest), and back afterwards. */
  async function takeOverFirst(key: string, listPath: string, itemPath: (id: string) => string, fields: string[]) {
    const made = content.created.find((entry) => entry.key === key);
    const first = firstStored((await api.get(listPath)).list as (StoredRecord & { createdAt: string })[]);
    if (!made || !first || first._id === made.record._id) return;
    const original = Object.fromEntries(fields.map((field) => [field, first[field]]));
    const { status } = await api.json("PUT", itemPath(first._id), made.body);
    if (status !== 200) throw new Error(`${key}: the first record did not take the payloads (${status})`);
    content.undo.push({
      label: `${key} ${first._id} restored`,
      method: "PUT",
      path: itemPath(first._id),
      body: original,
    });
  }

  await make({
    key: "news",
    valid: { title: "t", date: "2026-12-31", image: "", bigContent: "c", links: [] },
    send: sendJson("/api/news"),
    remove: (id) => `/api/news/${id}`,
    urls: { image: "one", links: "list" },
    rich: ["bigContent"],
  });
  const { full, medium, short } = payloads(run);
  await make({
    key: "executives",
    valid: {
      name: "n",
      designation: "Member",
      postalAddress: "a",
      email: `o'xss.${run}@example.org`,
      mobile: "+91 90000 00000",
      biodata: "b",
    },
    send: sendForm("/api/executives", { image: { name: "photo.png", mimeType: "image/png", buffer: png() } }),
    remove: (id) => `/api/executives/${id}`,
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
  });
  await make({
    key: "editorials",
    valid: { category: "c", content: "n", areasOfSpecialization: ["Agronomy"] },
    send: sendJson("/api/editorials"),
    remove: (id) => `/api/editorials/${id}`,
  });
  await make({
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
    remove: (id) => `/api/books/${id}`,
    rich: ["about"],
  });
  await make({
    key: "workshops",
    valid: { serialNumber: 99, year: 2026, topic: "t", venue: "v", date: "2026-12-31" },
    send: sendJson("/api/workshops"),
    remove: (id) => `/api/workshops/${id}`,
  });
  // A row of the International Conferences table: its theme, venue and dates are shown there.
  await make({
    key: "conference-listings",
    valid: { kind: "conference", year: 2026, theme: "t", venue: "v", dates: "d" },
    send: sendJson("/api/conference-listings"),
    remove: (id) => `/api/conference-listings/${id}`,
    fixed: ["kind"],
  });
  const award = await make({
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
    remove: (id) => `/api/awards/${id}`,
  });
  await make({
    key: "awardees",
    // Under the hostile award, so that award's awardees page lists it.
    valid: { awardName: award.record.name, sno: 99, year: 2020, awardeeName: "n", lectureTopic: "" },
    send: sendJson("/api/awardees"),
    remove: (id) => `/api/awardees/${id}`,
    fixed: ["awardName"],
  });
  await make({
    key: "award-nomination",
    valid: { mainContent: "m", instructions: ["i"], links: [] },
    send: sendJson("/api/award-nomination"),
    remove: (id) => `/api/award-nomination/${id}`,
    urls: { links: "list" },
    rich: ["mainContent", "instructions"],
  });
  const membership = await make({
    key: "memberships",
    valid: { membershipInfo: "i", nationality: "Indian", membershipType: `Type ${run}`, membershipFee: 100 },
    send: sendJson("/api/memberships/create"),
    remove: (id) => `/api/memberships/${id}`,
  });
  await make({
    key: "payment-details",
    valid: {
      accountHolderName: "h",
      bankAndBranch: "b",
      accountNumber: "123456789",
      ifscCode: "SBIN0001234",
      micrCode: "226002001",
    },
    send: sendJson("/api/payment-details/create"),
    remove: (id) => `/api/payment-details/${id}`,
  });
  await make({
    key: "downloads",
    valid: { title: "d" },
    send: sendForm("/api/downloads", { pdf: { name: "form.pdf", mimeType: "application/pdf", buffer: pdf() } }),
    remove: (id) => `/api/downloads/${id}`,
  });
  // A year no demo report has (one report per year); its title is the link's text on the page.
  await make({
    key: "annual-reports",
    valid: { year: "2098-99", title: "r" },
    send: sendForm("/api/annual-reports", {
      pdf: { name: "report.pdf", mimeType: "application/pdf", buffer: pdf() },
    }),
    remove: (id) => `/api/annual-reports/${id}`,
    fixed: ["year"],
  });
  // A published event: its texts reach its page, the symposia list and the Events tab. Its
  // registration is open, so that a hostile registrant can register (below), whatever today is.
  const today = indiaToday();
  const event = await make({
    key: "events",
    valid: {
      title: "e",
      kind: "symposium",
      slug: `xss-event-${run}`,
      startDate: addDays(today, 40),
      endDate: addDays(today, 41),
      venue: "v",
      description: "d",
      organisers: "o",
      contactEmail: "events@example.org",
      registrationOpens: addDays(today, -30),
      registrationCloses: addDays(today, 35),
      sac: "",
      abstractsUntil: addDays(today, 35),
      fees: JSON.stringify([{ name: "Delegate", fee: 100, gst: 18 }]),
      published: true,
    },
    send: sendJson("/api/events"),
    remove: (id) => `/api/events/${id}`,
    fixed: [
      "kind",
      "slug",
      "startDate",
      "endDate",
      "contactEmail",
      "registrationOpens",
      "registrationCloses",
      "sac",
      "abstractsUntil",
      "fees",
    ],
  });
  // An abstract of that event, sent as an author sends one and accepted: its title and authors
  // reach the event's page. Its presenting author is one of its authors, payload and all.
  const eventAbstract = await make({
    key: "event-abstracts",
    valid: {
      title: "a",
      authors: ["A. Author"],
      presentingAuthor: "A. Author",
      name: "n",
      email: `o'xss.${run}.abstract@example.org`,
    },
    send: sendForm(`/api/events/${event.record._id}/submit-abstract`, {
      file: { name: "abstract.pdf", mimeType: "application/pdf", buffer: pdf() },
    }),
    remove: (id) => `/api/events/${event.record._id}/abstracts/${id}`,
    fixed: ["email"],
    ladders: { presentingAuthor: [full("authors0")] },
  });
  const acceptedAbstract = await api.json(
    "PUT",
    `/api/events/${event.record._id}/abstracts/${eventAbstract.record._id}`,
    { status: "accepted" },
  );
  if (acceptedAbstract.status !== 200)
    throw new Error(`accepting the hostile abstract answered ${acceptedAbstract.status}`);
  // A registrant of that event, registering as anyone does on its page: their name and institution
  // reach the Event Registrations desk, the registrant's own page and the e-mails. The e-mail is the
  // registrant's address (the access code goes there); the category is the event's. Nothing
  // deletes a registration, nor an event with one: the clean-up takes the event off the site
  // instead (clears Published), as the office would.
  await make({
    key: "event-registrations",
    valid: {
      name: "n",
      email: `o'xss.${run}.registrant@example.org`,
      phone: "+91 98765 43210",
      institution: "i",
      category: "Delegate",
    },
    send: sendJson(`/api/events/${event.record._id}/register`, false),
    fixed: ["email", "category"],
  });
  const eventUndo = content.undo.findIndex((step) => step.label === `events ${event.record._id}`);
  content.undo[eventUndo] = {
    label: `events ${event.record._id} taken off the site (it has a registration)`,
    method: "PUT",
    path: `/api/events/${event.record._id}`,
    body: { ...event.body, published: false },
  };
  // The journal: a published issue, and a ready article in it with its PDF, so both have pages.
  const issue = await make({
    key: "journal-issues",
    valid: { volume: 90, number: 1, year: 2026, month: 6, specialTitle: "s", published: true },
    send: sendJson("/api/journal/issues"),
    remove: (id) => `/api/journal/issues/${id}`,
  });
  const article = await make({
    key: "journal-articles",
    valid: {
      issueId: issue.record._id,
      title: "t",
      type: "Research article",
      authors: JSON.stringify([{ name: "n", email: `o'xss.${run}.author@example.org`, corresponding: true }]),
      abstract: "a",
      keywords: ["k"],
      firstPage: 1,
      lastPage: 2,
      received: "2026-01-01",
      accepted: "2026-02-01",
      published: "2026-03-01",
      slug: `xss-${run}`,
      ready: true,
    },
    send: sendForm("/api/journal/articles", {
      pdf: { name: "article.pdf", mimeType: "application/pdf", buffer: pdf() },
    }),
    remove: (id) => `/api/journal/articles/${id}`,
    fixed: ["issueId", "type", "received", "accepted", "published", "slug"],
    ladders: {
      // Every part of an author is shown: on the page, in its head's tags and its JSON-LD.
      authors: [
        JSON.stringify([
          {
            name: medium("authorName"),
            affiliation: full("affiliation"),
            email: `o'xss.${run}.author@example.org`,
            corresponding: true,
          },
        ]),
        JSON.stringify([
          { name: short("authorName"), affiliation: medium("affiliation"), corresponding: false },
          { name: "n", email: `o'xss.${run}.author@example.org`, corresponding: true },
        ]),
      ],
    },
  });
  // A ready article is deleted only as a draft: undone in reverse, this step comes first.
  content.undo.push({
    label: `journal-articles ${article.record._id} back to a draft`,
    method: "PUT",
    path: `/api/journal/articles/${article.record._id}`,
    body: { ...article.body, ready: false },
  });
  // A member: registered through the public form (contact shown, by consent), then accepted.
  const member = await make({
    key: "membership-registrations",
    valid: {
      name: "n",
      nationality: "Indian",
      membershipType: membership.record.membershipType,
      membershipFee: 1,
      email: `o'xss.${run}.member@example.org`,
      contact: "+91 98765 43210",
      password: "correct horse battery staple",
      designation: "d",
      address: "a",
      areaOfSpecialization: "s",
      showContactInDirectory: true,
    },
    send: sendJson("/api/membership-registrations/register", false),
    remove: (id) => `/api/membership-registrations/reject/${id}`,
    fixed: ["membershipType", "password"],
  });
  const accepted = await api.json("PUT", `/api/membership-registrations/accept/${member.record._id}`);
  if (accepted.status !== 200) throw new Error(`accepting the hostile member answered ${accepted.status}`);
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
  await storeHostilePageText(api, content);
  if (siteDetails) await storeHostileSiteDetails(api, content);
  return content;
}

/**
 * A payment the hostile registrant reports (`report`: POST /api/event-registrations/mine/payments
 * with the access token their e-mailed code gave), which the office rejects with a note carrying
 * payloads: the event's desk and the registrant's page show the note. The payment's method,
 * reference (a UPI payment's 12-digit UTR), amount and day have fixed forms and take none.
 */
export async function storeHostilePaymentNote(
  api: ApiClient,
  content: HostileContent,
  report: (body: Body) => Promise<Answer>,
): Promise<void> {
  const eventId = hostileRecord(content, "events").record._id;
  const registrationId = hostileRecord(content, "event-registrations").record._id;
  const payment: Body = {
    method: "UPI",
    reference: String(Date.now()).slice(-12).padStart(12, "7"),
    amount: 1,
    paidOn: indiaToday(),
  };
  const reported = await report(payment);
  if (reported.status !== 201)
    throw new Error(`reporting the hostile payment answered ${reported.status} ${JSON.stringify(reported.json)}`);
  const registrations = (await api.get(`/api/events/${eventId}/registrations`)).list;
  const payments = registrations.find((entry) => entry._id === registrationId)?.payments as StoredRecord[] | undefined;
  const paymentId = payments?.[0]?._id;
  if (!paymentId) throw new Error("the hostile registration has no payment after its report");
  const note = payloads(content.run).full("paymentNote");
  const rejected = await api.json(
    "PUT",
    `/api/events/${eventId}/registrations/${registrationId}/payments/${paymentId}`,
    { status: "rejected", note },
  );
  if (rejected.status !== 200)
    throw new Error(`rejecting the hostile payment answered ${rejected.status} ${JSON.stringify(rejected.json)}`);
  content.created.push({
    key: "event-payments",
    record: { ...rejected.json, _id: paymentId },
    body: { ...payment, note },
    carried: ["note"],
    refused: {},
  });
}

/**
 * The site details every page's header and footer show: every link first offered the script
 * addresses (each must be refused), then payloads in every text and link, the saved details kept
 * in `undo`.
 */
async function storeHostileSiteDetails(api: ApiClient, content: HostileContent): Promise<void> {
  const { run } = content;
  const { full, medium, short, hostilePath, hostileUrl } = payloads(run);
  const { updatedAt, ...saved } = (await api.get("/api/site-details")).json;
  if (typeof updatedAt !== "string") throw new Error("site-details: the saved details have no version");
  const put = (body: Body) => api.json("PUT", "/api/site-details", body);
  for (const url of SCRIPT_URLS) {
    const tries: [string, Body][] = [
      ["usefulLinks", { ...saved, usefulLinks: [{ label: "l", href: url }] }],
      ["social", { ...saved, social: [{ network: "x", url }] }],
      ["logo", { ...saved, logo: url }],
    ];
    for (const [field, body] of tries) {
      const { status, json } = await put(body);
      if (status !== 400)
        throw new Error(`site-details.${field} = ${JSON.stringify(url)} answered ${status} ${JSON.stringify(json)}`);
      content.urlRefusals.push(`site-details.${field}`);
    }
  }
  // Each field's payload fits its length limit: the name 150, the member count 60, the founding
  // 100, a title 100, a name or an address line 150, a link's text 80.
  const hostile: Body = {
    name: medium("siteName"),
    shortName: "XSS",
    registration: full("registration"),
    founded: short("founded"),
    memberCount: short("memberCount"),
    secretary: {
      title: medium("secretaryTitle"),
      name: medium("secretaryName"),
      address: [medium("secretaryAddress0"), short("secretaryAddress1")],
      email: `o'xss.${run}.secretary@example.org`,
      phone: "+91 522 400 1234",
    },
    usefulLinks: [
      { label: short("linkLabel0"), href: hostilePath("linkHref0") },
      { label: short("linkLabel1"), href: hostileUrl("linkHref1") },
    ],
    social: [{ network: "youtube", url: hostileUrl("social") }],
  };

  const { status, json } = await put(hostile);
  if (status !== 200) throw new Error(`site-details: answered ${status} ${JSON.stringify(json)}`);
  content.undo.push({ label: "site-details as saved", method: "PUT", path: "/api/site-details", body: saved });
  content.created.push({
    key: "site-details",
    record: { ...json, _id: "details" },
    body: hostile,
    carried: ["name", "registration", "founded", "memberCount", "secretary", "usefulLinks", "social"],
    refused: {},
  });
}

/**
 * A page's text (Who We Are): every link and the picture first offered the script addresses, then
 * payloads in the title, the lead, a section's heading, picture description, paragraph, list item
 * and link; and About The Council's positions table, whose rows print an item's note too. The saved
 * texts are kept in `undo`.
 */
async function storeHostilePageText(api: ApiClient, content: HostileContent): Promise<void> {
  const { full, medium, hostilePath, hostileUrl } = payloads(content.run);
  const { updatedAt, ...saved } = (await api.get("/api/pages/about")).json;
  if (typeof updatedAt !== "string") throw new Error("pages/about: the saved text has no version");
  const put = (body: Body) => api.json("PUT", "/api/pages/about", body);
  const section = (change: Body) => ({ heading: "h", paragraphs: [], items: [], link: null, ...change });
  for (const url of SCRIPT_URLS) {
    const tries: [string, Body][] = [
      ["items", { ...saved, sections: [section({ items: [{ title: "t", text: "", href: url }] })] }],
      ["link", { ...saved, sections: [section({ link: { label: "l", href: url } })] }],
      ["image", { ...saved, sections: [section({ image: url, imageAlt: "a" })] }],
    ];
    for (const [field, body] of tries) {
      const { status, json } = await put(body);
      if (status !== 400)
        throw new Error(`pages.${field} = ${JSON.stringify(url)} answered ${status} ${JSON.stringify(json)}`);
      content.urlRefusals.push(`pages.${field}`);
    }
  }
  const picture = await api.form("/api/images", {}, { image: { name: "p.png", mimeType: "image/png", buffer: png() } });
  if (picture.status !== 201) throw new Error(`POST /api/images answered ${picture.status}`);
  const hostile: Body = {
    title: medium("pageTitle"),
    lead: full("pageLead"),
    sections: [
      section({
        heading: medium("sectionHeading"),
        image: String(picture.json.url),
        imageAlt: full("imageAlt"),
        paragraphs: [full("paragraph")],
        items: [{ title: medium("itemTitle"), text: full("itemText"), href: hostilePath("itemHref") }],
        link: { label: medium("linkLabel"), href: hostileUrl("linkHref") },
      }),
    ],
  };
  const { status, json } = await put(hostile);
  if (status !== 200) throw new Error(`pages/about: answered ${status} ${JSON.stringify(json)}`);
  content.undo.push({ label: "pages/about as saved", method: "PUT", path: "/api/pages/about", body: saved });
  content.created.push({
    key: "pages",
    record: { ...json, _id: "about" },
    body: hostile,
    carried: ["title", "lead", "sections"],
    refused: {},
  });

  const { updatedAt: councilVersion, ...council } = (await api.get("/api/pages/council")).json;
  if (typeof councilVersion !== "string") throw new Error("pages/council: the saved text has no version");
  const [above] = council.sections as Body[];
  const positions = section({
    heading: medium("positionsHeading"),
    items: [{ title: medium("positionTitle"), text: full("positionRole"), detail: full("positionFilled") }],
  });
  const councilAnswer = await api.json("PUT", "/api/pages/council", { ...council, sections: [above, positions] });
  if (councilAnswer.status !== 200)
    throw new Error(`pages/council: answered ${councilAnswer.status} ${JSON.stringify(councilAnswer.json)}`);
  content.undo.push({ label: "pages/council as saved", method: "PUT", path: "/api/pages/council", body: council });
}

/** Lines that say which fields carried payloads and which script addresses were refused. */
export function hostileSummary(content: HostileContent): string[] {
  const summary = content.created.map((made) => {
    const refused = Object.entries(made.refused).map(([field, message]) => `${field} (${message})`);
    return `  ${made.key}: ${made.carried.join(", ")}${refused.length ? `; kept valid: ${refused.join("; ")}` : ""}`;
  });
  const refusedUrls = [...new Set(content.urlRefusals)].map(
    (field) => `${field} x${content.urlRefusals.filter((x) => x === field).length}`,
  );
  return [
    `stored-xss ${content.run}: fields carrying payloads, by collection`,
    ...summary,
    `  javascript:/data:text/html refused with 400: ${refusedUrls.join(", ")}`,
  ];
}

/**
 * What the hostile registrant's own page (/conference/registration, once their code is typed)
 * must show as text: the event's title, their name, the rejected payment's note, and how to pay
 * (the first payment details, which carry payloads).
 */
export function hostileRegistrantTexts(content: HostileContent): string[] {
  const carried = (key: string, field: string) => {
    const made = hostileRecord(content, key);
    return made.carried.includes(field) ? [String(made.record[field])] : [];
  };
  return [
    ...carried("events", "title"),
    ...carried("event-registrations", "name"),
    ...carried("event-payments", "note"),
    mark(content.run, "accountHolderName"),
    mark(content.run, "bankAndBranch"),
  ];
}

/** Public pages that show hostile records (one of each template), with the text each must show as text. */
export function hostilePages(content: HostileContent): Record<string, string[]> {
  const made = (key: string): Created => hostileRecord(content, key);
  /** A field's stored text when it carried a payload. */
  const shown = (key: string, ...fields: string[]) =>
    fields.flatMap((field) => {
      const value = made(key).record[field];
      if (!made(key).carried.includes(field)) return [];
      return Array.isArray(value) ? value.map(String) : [String(value)];
    });
  const m = (field: string) => mark(content.run, field);
  const executive = made("executives").record;
  const journalIssue = made("journal-issues").record;
  const journalIssuePath = `/journal/volume-${String(journalIssue.volume)}/issue-${String(journalIssue.number)}`;
  const journalArticle = made("journal-articles").record;
  // The authors' names (every page that lists the article) and affiliations (its own page), when
  // they carried payloads.
  const authors = made("journal-articles").carried.includes("authors")
    ? (journalArticle.authors as { name: string; affiliation: string }[])
    : [];
  const hostileOnly = (texts: string[]) => texts.filter((text) => text.includes(`X${content.run}.`));
  const authorNames = hostileOnly(authors.map((author) => author.name));
  const affiliations = hostileOnly(authors.map((author) => author.affiliation));
  const biodata = JSON.parse(String(executive.biodata)) as {
    birth: string;
    education: Record<string, string>;
    positions: string[];
  };
  // Every page's header and footer, when the site details carry payloads; the home page also says
  // how many members there are.
  const withSiteDetails = content.created.some((entry) => entry.key === "site-details");
  const siteDetailsTexts = withSiteDetails
    ? [
        m("siteName"),
        m("registration"),
        m("secretaryTitle"),
        m("secretaryName"),
        m("secretaryAddress0"),
        m("secretaryAddress1"),
        m("linkLabel0"),
        m("linkLabel1"),
      ]
    : [];
  return {
    "/": [...shown("news", "title"), ...siteDetailsTexts, ...(withSiteDetails ? [m("memberCount")] : [])],
    "/news": [...shown("news", "title"), ...siteDetailsTexts],
    "/executive-council": [m("positionsHeading"), m("positionTitle"), m("positionRole"), m("positionFilled")],
    "/about": [
      m("pageTitle"),
      m("pageLead"),
      m("sectionHeading"),
      m("paragraph"),
      m("itemTitle"),
      m("itemText"),
      m("linkLabel"),
    ],
    [`/news/${made("news").record._id}`]: [...shown("news", "title"), m("bigContent")],
    "/present-executive-council": shown("executives", "name", "designation"),
    "/present-executive-council?filter=Member": shown("executives", "name", "designation"),
    [`/executive-profile/${executive._id}`]: [
      ...shown("executives", "name", "designation", "postalAddress"),
      biodata.birth,
      ...Object.entries(biodata.education).flat(),
      ...biodata.positions,
    ],
    "/publications/editorial-board": shown("editorials", "category", "content", "areasOfSpecialization"),
    "/publications/books": shown("books", "name"),
    [`/publications/book/${made("books").record._id}`]: [
      ...shown("books", "name", "editors", "isbn", "contents"),
      m("about"),
    ],
    "/conference/workshop": shown("workshops", "topic", "venue"),
    "/conference/national-symposia": shown("events", "title", "venue"),
    "/conference/international-conferences": shown("conference-listings", "theme", "venue", "dates"),
    [`/conference/events/${String(made("events").record.slug)}`]: [
      ...shown("events", "title", "venue", "description", "organisers"),
      ...shown("event-abstracts", "title", "authors"),
    ],
    "/awards/society": shown("awards", "name"),
    [`/awards/guidelines/${made("awards").record._id}`]: shown(
      "awards",
      "name",
      "value",
      "eligibility",
      "administration",
      "procedure",
      "presentation",
    ),
    [awardeesPath(String(made("awards").record.name))]: shown("awardees", "awardeeName", "lectureTopic"),
    "/awards/nomination": [m("mainContent"), m("instructions0"), m("instructions1")],
    "/membership/info": [
      ...shown("memberships", "membershipType", "membershipInfo"),
      m("accountHolderName"),
      m("bankAndBranch"),
    ],
    "/membership/directory": shown(
      "membership-registrations",
      "name",
      "email",
      "designation",
      "address",
      "areaOfSpecialization",
      "membershipType",
    ),
    "/downloads": shown("downloads", "title"),
    "/publications/annual-reports": [...shown("annual-reports", "title"), ...siteDetailsTexts],
    "/journal": shown("journal-issues", "specialTitle"),
    [journalIssuePath]: [
      ...shown("journal-issues", "specialTitle"),
      ...shown("journal-articles", "title"),
      ...authorNames,
    ],
    [`/journal/articles/${String(journalArticle.slug)}`]: [
      ...shown("journal-articles", "title", "abstract", "keywords"),
      ...authorNames,
      ...affiliations,
    ],
  };
}
