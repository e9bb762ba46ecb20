import { beforeAll, describe, expect, it } from "vitest";
import { ROLE_NOT_ALLOWED } from "../../src/domain/admin-roles";
import { ABSTRACT_REFERENCE_PATTERN } from "../../src/domain/application-reference";
import {
  ABSTRACT_ANSWERS,
  ABSTRACT_DECISION_ANSWERS,
  ABSTRACT_FILE_LIMIT,
  ABSTRACT_MESSAGES,
} from "../../src/domain/event-abstract-rules";
import type { EventAbstractRecord } from "../../src/domain/event-abstracts";
import type { EventInput, EventRecord } from "../../src/domain/events";
import { addDays, indiaToday } from "../../src/domain/india-date";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { MEMBER_MESSAGES } from "../../src/domain/member-messages";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { outboxEntries } from "../../src/server/mail";
import { EVENT_DELETE_REFUSED_ABSTRACTS } from "../../src/server/resources/events";
import { readDocument } from "../../src/server/store";
import { logged } from "../support/activity";
import { call, roleToken, type CallResult } from "../support/api";
import { createEvent } from "../support/event-calls";
import { docBytes, docxBytes } from "../support/documents";
import { useOwnSandbox } from "../support/own-sandbox";
import { form, type Upload } from "../support/uploads";
import { symposiumInput } from "../support/event-input";

/**
 * An event's abstracts through the API (docs/rules/events.md §8): sending one, a revision, the
 * office's decisions, and what is refused. Its own store; dates are set from India's today.
 */
useOwnSandbox("event-abstracts-api");

const today = indiaToday();
const day = (offset: number) => addDays(today, offset);
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const pdf = (text = "An abstract"): Upload => ({
  name: "abstract.pdf",
  type: "application/pdf",
  bytes: Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`),
});

function eventOf(slug: string, changes: Partial<EventInput> = {}): EventInput {
  return symposiumInput(slug, { abstractsUntil: day(10), ...changes });
}

let editor = "";
let office = "";
beforeAll(async () => {
  [editor, office] = [await roleToken("editor"), await roleToken("membership")];
});

const addEvent = (input: EventInput): Promise<EventRecord> => createEvent(editor, input);

let author = 0;
const abstractOf = (changes: Record<string, unknown> = {}) => {
  author += 1;
  return {
    title: `Soil carbon study ${author}`,
    authors: `A. Author ${author}\nB. Coauthor`,
    presentingAuthor: `A. Author ${author}`,
    name: `A. Author ${author}`,
    email: `author-${author}@example.org`,
    ...changes,
  };
};

const send = (eventId: string, fields: Record<string, unknown>, file: Upload | null = pdf(), clientIp?: string) =>
  call("POST", `/api/events/${eventId}/submit-abstract`, {
    form: form(fields, file ? { file } : {}),
    ...(clientIp ? { clientIp } : {}),
  });

function created(answer: CallResult): { _id: string; reference: string; updatedAt?: string } {
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return answer.json as { _id: string; reference: string };
}

const listOf = async (eventId: string, token = editor) =>
  (await call("GET", `/api/events/${eventId}/abstracts`, { token })).json as unknown as EventAbstractRecord[];
const stored = async (eventId: string, id: string) => (await listOf(eventId)).find((entry) => entry._id === id);
const decide = (eventId: string, id: string, body: Record<string, unknown>, token = editor) =>
  call("PUT", `/api/events/${eventId}/abstracts/${id}`, { token, body });
const mailsTo = async (address: string) =>
  (await outboxEntries())
    .filter((entry) => entry.to === address)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const publishRequests = async () => (await readDocument<{ changes: number }>("state/publish"))?.changes ?? 0;

describe("sending an abstract", () => {
  it("is taken for a published event up to its deadline, e-mailed with its reference, and logged", async () => {
    const event = await addEvent(eventOf("takes-abstracts", { abstractsUntil: today }));
    const fields = abstractOf({ presentingAuthor: "b.  coauthor" });
    const { result, entries } = await logged(() => send(event._id, fields));
    const answer = created(result);
    expect(answer.reference).toMatch(ABSTRACT_REFERENCE_PATTERN);
    expect(result.json).toMatchObject({
      status: "submitted",
      submittedOn: today,
      revisions: 0,
      message: ABSTRACT_ANSWERS.submitted(answer.reference),
    });
    // The answer says nothing of the file or the author's contact.
    expect(result.json).not.toHaveProperty("file");
    expect(result.json).not.toHaveProperty("email");
    expect(entries).toEqual([
      expect.objectContaining({
        action: "event-abstract-submitted",
        collection: "event-abstracts",
        recordId: answer._id,
      }),
    ]);
    expect(entries[0]?.summary).toBe(`Abstract submitted: ${fields.title}`);

    const record = await stored(event._id, answer._id);
    // The presenting author as the list writes them.
    expect(record).toMatchObject({ presentingAuthor: "B. Coauthor", authors: [fields.name, "B. Coauthor"] });
    expect(record?.file).toMatchObject({ name: "abstract.pdf", contentType: "application/pdf" });

    const [mail, ...more] = await mailsTo(fields.email);
    expect(more).toEqual([]);
    expect(mail?.kind).toBe("event-abstract");
    expect(mail?.subject).toContain(`Abstract received (${answer.reference})`);
    expect(mail?.text).toContain(fields.title);
    expect(mail?.text).toContain("Presenting author: B. Coauthor");
  });

  it("takes Word files, .doc and .docx, by their bytes", async () => {
    const event = await addEvent(eventOf("word-files"));
    const doc = created(
      await send(event._id, abstractOf(), { name: "abstract.doc", type: "application/msword", bytes: docBytes() }),
    );
    const docx = created(await send(event._id, abstractOf(), { name: "Abstract.DOCX", type: "", bytes: docxBytes() }));
    expect((await stored(event._id, doc._id))?.file.contentType).toBe("application/msword");
    expect((await stored(event._id, docx._id))?.file.contentType).toBe(DOCX);
  });

  it("keeps a file name written in any script as the author's computer named it", async () => {
    const event = await addEvent(eventOf("script-file-names"));
    const hindi = created(await send(event._id, abstractOf(), { ...pdf(), name: "मृदा स्वास्थ्य सार.pdf" }));
    expect((await stored(event._id, hindi._id))?.file.name).toBe("मृदा स्वास्थ्य सार.pdf");
  });

  it("is refused after the deadline, for an event without abstracts, a draft or no event at all", async () => {
    const closed = await addEvent(eventOf("closed-abstracts", { abstractsUntil: day(-1) }));
    expect(await send(closed._id, abstractOf())).toMatchObject({
      status: 400,
      json: { message: ABSTRACT_MESSAGES.closed(day(-1)) },
    });
    const without = await addEvent(eventOf("no-abstracts", { abstractsUntil: "" }));
    const draft = await addEvent(eventOf("draft-abstracts", { published: false }));
    for (const id of [without._id, draft._id, "0123456789abcdef01234567", "no-such-event"]) {
      expect(await send(id, abstractOf())).toMatchObject({
        status: 404,
        json: { message: ABSTRACT_MESSAGES.notFound },
      });
    }
    expect(await listOf(closed._id)).toEqual([]);
  });

  it("refuses a file that is not what it claims, none, an empty one or one too large, and stores nothing", async () => {
    const event = await addEvent(eventOf("bad-files"));
    const refusedAsType = [
      // A program renamed .pdf, sent as a PDF.
      {
        name: "abstract.pdf",
        type: "application/pdf",
        bytes: Buffer.from("MZ\x90\x00\x03 This program cannot be run"),
      },
      // A PDF named .docx, and a PDF declared as a picture.
      { name: "abstract.docx", type: DOCX, bytes: pdf().bytes },
      { name: "abstract.pdf", type: "image/png", bytes: pdf().bytes },
      // HTML named .doc.
      { name: "abstract.doc", type: "application/msword", bytes: Buffer.from("<script>alert(1)</script>") },
    ];
    for (const file of refusedAsType) {
      expect(await send(event._id, abstractOf(), file)).toMatchObject({
        status: 415,
        json: { message: ABSTRACT_MESSAGES.fileType, issues: [{ field: "file", message: ABSTRACT_MESSAGES.fileType }] },
      });
    }
    expect(await send(event._id, abstractOf(), null)).toMatchObject({
      status: 400,
      json: { message: ABSTRACT_MESSAGES.fileRequired, issues: [{ field: "file" }] },
    });
    expect(await send(event._id, abstractOf(), { ...pdf(), bytes: Buffer.alloc(0) })).toMatchObject({ status: 400 });
    const large = Buffer.concat([pdf().bytes, Buffer.alloc(ABSTRACT_FILE_LIMIT.maxBytes)]);
    expect(await send(event._id, abstractOf(), { ...pdf(), bytes: large })).toMatchObject({
      status: 413,
      json: { message: ABSTRACT_MESSAGES.fileTooLarge },
    });
    // As JSON, without a file at all.
    const json = await call("POST", `/api/events/${event._id}/submit-abstract`, { body: abstractOf() });
    expect(json).toMatchObject({ status: 400, json: { message: ABSTRACT_MESSAGES.fileRequired } });
    expect(await listOf(event._id)).toEqual([]);
  });

  it("names each missing or wrong field with the schema's message", async () => {
    const event = await addEvent(eventOf("bad-fields"));
    const empty = await send(event._id, {});
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual(
      expect.arrayContaining([
        { field: "title", message: "Title is required." },
        { field: "authors", message: "Authors is required." },
        { field: "presentingAuthor", message: "Presenting author is required." },
        { field: "name", message: "Your name is required." },
        { field: "email", message: "E-mail is required." },
      ]),
    );
    expect(await send(event._id, abstractOf({ presentingAuthor: "Someone Else" }))).toMatchObject({
      status: 400,
      json: { issues: [{ field: "presentingAuthor", message: ABSTRACT_MESSAGES.presentingNotAuthor }] },
    });
    expect(await send(event._id, abstractOf({ email: "nobody@" }))).toMatchObject({
      status: 400,
      json: { issues: [{ field: "email", message: "E-mail must be a valid e-mail address." }] },
    });
    expect(await send(event._id, abstractOf({ title: "t".repeat(301) }))).toMatchObject({
      status: 400,
      json: { issues: [{ field: "title", message: "Title is too long (300 characters at most)." }] },
    });
    expect(await listOf(event._id)).toEqual([]);
  });

  it("is refused from another site's page (403) and throttled per client address (429)", async () => {
    const event = await addEvent(eventOf("throttled-abstracts"));
    const foreign = await call("POST", `/api/events/${event._id}/submit-abstract`, {
      form: form(abstractOf(), { file: pdf() }),
      headers: { origin: "https://evil.example" },
    });
    expect(foreign).toMatchObject({ status: 403, json: { message: MEMBER_MESSAGES.otherSite } });
    for (let n = 0; n < 20; n++) expect((await send(event._id, abstractOf(), pdf(), "203.0.113.77")).status).toBe(201);
    const refused = await send(event._id, abstractOf(), pdf(), "203.0.113.77");
    expect(refused).toMatchObject({ status: 429, json: { message: ABSTRACT_MESSAGES.throttled } });
    expect(refused.headers.get("retry-after")).toBe("600");
    expect((await send(event._id, abstractOf(), pdf(), "203.0.113.78")).status).toBe(201);
  });
});

describe("the office", () => {
  it("lists, downloads and decides; the author is e-mailed each decision with its note; a stale edit is refused", async () => {
    const event = await addEvent(eventOf("decisions"));
    const fields = abstractOf();
    const { _id: id, reference } = created(
      await send(event._id, fields, { name: "mine.docx", type: DOCX, bytes: docxBytes() }),
    );

    const file = await call("GET", `/api/events/${event._id}/abstracts/${id}/file`, { token: editor });
    expect(file.status).toBe(200);
    expect(file.bytes.equals(docxBytes())).toBe(true);
    expect(file.headers.get("content-type")).toBe(DOCX);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${reference}.docx"; filename*=UTF-8''${reference}.docx`,
    );
    expect(file.headers.get("cache-control")).toBe("no-store");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");

    const loaded = await stored(event._id, id);
    if (!loaded) throw new Error("The abstract is not listed.");
    const { result: accepted, entries } = await logged(() =>
      decide(event._id, id, { status: "accepted", note: "Well argued.", updatedAt: loaded.updatedAt }),
    );
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json).toMatchObject({ status: "accepted", note: "Well argued.", decidedOn: today });
    expect([ABSTRACT_DECISION_ANSWERS.mailed, ABSTRACT_DECISION_ANSWERS.notMailed]).toContain(accepted.json.message);
    expect(entries).toEqual([
      expect.objectContaining({ action: "event-abstract-accepted", collection: "event-abstracts" }),
    ]);
    const decision = (await mailsTo(fields.email)).at(-1);
    expect(decision?.kind).toBe("event-abstract-decision");
    expect(decision?.subject).toContain(`Abstract accepted (${reference})`);
    expect(decision?.text).toContain("Well argued.");
    expect(decision?.text).toContain(`/conference/events/${event.slug}/`);

    // The version loaded before the decision is stale now.
    expect(await decide(event._id, id, { status: "rejected", updatedAt: loaded.updatedAt })).toMatchObject({
      status: 409,
      json: { message: STALE_EDIT_MESSAGE },
    });
    // The same decision again changes nothing and e-mails nobody.
    const mails = (await mailsTo(fields.email)).length;
    expect(await decide(event._id, id, { status: "accepted", note: "Well argued." })).toMatchObject({
      status: 200,
      json: { message: ABSTRACT_DECISION_ANSWERS.unchanged },
    });
    expect((await mailsTo(fields.email)).length).toBe(mails);
    // A revision needs a note.
    expect(await decide(event._id, id, { status: "revision", note: "" })).toMatchObject({
      status: 400,
      json: { issues: [{ field: "note", message: ABSTRACT_MESSAGES.noteRequired }] },
    });
    expect((await decide(event._id, id, { status: "rejected" })).json).toMatchObject({ status: "rejected", note: "" });
    expect((await mailsTo(fields.email)).at(-1)?.subject).toContain(`Abstract not accepted (${reference})`);
  });

  it("rebuilds the site when an acceptance is given or taken back, not for other decisions", async () => {
    const event = await addEvent(eventOf("rebuilds"));
    const { _id: id } = created(await send(event._id, abstractOf()));
    const before = await publishRequests();
    await decide(event._id, id, { status: "rejected" });
    expect(await publishRequests()).toBe(before);
    await decide(event._id, id, { status: "accepted" });
    expect(await publishRequests()).toBe(before + 1);
    await decide(event._id, id, { status: "revision", note: "Shorter, please." });
    expect(await publishRequests()).toBe(before + 2);
  });

  it("is the content area: a membership-only administrator gets 403, no token 401, unknown ids 404", async () => {
    const event = await addEvent(eventOf("roles"));
    const { _id: id } = created(await send(event._id, abstractOf()));
    const paths = {
      list: ["GET", `/api/events/${event._id}/abstracts`],
      file: ["GET", `/api/events/${event._id}/abstracts/${id}/file`],
      decide: ["PUT", `/api/events/${event._id}/abstracts/${id}`],
      remove: ["DELETE", `/api/events/${event._id}/abstracts/${id}`],
    } as const;
    for (const [method, path] of Object.values(paths)) {
      const body = method === "PUT" ? { body: { status: "accepted" } } : {};
      expect(await call(method, path, { token: office, ...body }), `${method} ${path}`).toMatchObject({
        status: 403,
        json: { message: ROLE_NOT_ALLOWED },
      });
      expect(await call(method, path, body), `${method} ${path}`).toMatchObject({
        status: 401,
        json: { message: AUTH_REQUIRED },
      });
    }
    const owner = await roleToken("owner");
    expect((await call("GET", paths.list[1], { token: owner })).status).toBe(200);

    const unknown = "0123456789abcdef01234567";
    expect((await call("GET", `/api/events/${unknown}/abstracts`, { token: editor })).status).toBe(404);
    for (const abstractId of [unknown, "a.b", "a%20b"]) {
      for (const [method, path] of [
        ["GET", `/api/events/${event._id}/abstracts/${abstractId}/file`],
        ["PUT", `/api/events/${event._id}/abstracts/${abstractId}`],
        ["DELETE", `/api/events/${event._id}/abstracts/${abstractId}`],
      ] as const) {
        const body = method === "PUT" ? { body: { status: "accepted" } } : {};
        expect((await call(method, path, { token: editor, ...body })).status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await decide(unknown, id, { status: "accepted" })).status).toBe(404);
  });

  it("deletes an abstract with its file; an event with abstracts is not deleted", async () => {
    const event = await addEvent(eventOf("deletions"));
    const { _id: id } = created(await send(event._id, abstractOf()));
    expect(await call("DELETE", `/api/events/${event._id}`, { token: editor })).toMatchObject({
      status: 409,
      json: { message: EVENT_DELETE_REFUSED_ABSTRACTS },
    });
    const { result, entries } = await logged(() =>
      call("DELETE", `/api/events/${event._id}/abstracts/${id}`, { token: editor }),
    );
    expect(result).toMatchObject({ status: 200, json: { message: ABSTRACT_DECISION_ANSWERS.deleted } });
    expect(entries).toEqual([
      expect.objectContaining({ action: "delete", collection: "event-abstracts", recordId: id }),
    ]);
    expect((await call("GET", `/api/events/${event._id}/abstracts/${id}/file`, { token: editor })).status).toBe(404);
    expect((await call("DELETE", `/api/events/${event._id}`, { token: editor })).status).toBe(200);
  });
});

describe("a revision", () => {
  it("is sent with the reference and the same e-mail while asked for, even after the deadline", async () => {
    const event = await addEvent(eventOf("revisions"));
    const fields = abstractOf();
    const { _id: id, reference } = created(await send(event._id, fields));
    const other = created(await send(event._id, abstractOf()));
    const revised = { ...fields, title: "Soil carbon, revised", reference: reference.toLowerCase() };

    // Not asked for yet.
    expect(await send(event._id, revised)).toMatchObject({
      status: 409,
      json: { message: ABSTRACT_MESSAGES.notInRevision("submitted") },
    });
    expect((await decide(event._id, id, { status: "revision", note: "Please shorten the methods." })).status).toBe(200);
    const asked = (await mailsTo(fields.email)).at(-1);
    expect(asked?.subject).toContain(`Abstract: a revision is asked (${reference})`);
    expect(asked?.text).toContain("Please shorten the methods.");
    expect(asked?.text).toContain(reference);

    // The deadline passes: new abstracts are refused, the revision is still taken.
    const current = (await call("GET", `/api/events/${event._id}`, { token: editor })).json as unknown as EventRecord;
    const moved = await call("PUT", `/api/events/${event._id}`, {
      token: editor,
      body: { ...eventOf("revisions"), abstractsUntil: day(-1), updatedAt: current.updatedAt },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await send(event._id, abstractOf())).status).toBe(400);

    // Another e-mail, another abstract's reference, another event's: the same refusal at the reference.
    const refusal = {
      status: 400,
      json: { message: ABSTRACT_MESSAGES.revisionNotFound, issues: [{ field: "reference" }] },
    };
    expect(await send(event._id, { ...revised, email: "someone-else@example.org" })).toMatchObject(refusal);
    expect(await send(event._id, { ...revised, reference: "ABS-2222-2222" })).toMatchObject(refusal);
    const elsewhere = await addEvent(eventOf("revisions-elsewhere"));
    expect(await send(elsewhere._id, revised)).toMatchObject(refusal);
    expect((await stored(event._id, other._id))?.status).toBe("submitted");

    const oldFile = (await stored(event._id, id))?.file;
    const { result, entries } = await logged(() =>
      send(
        event._id,
        { ...revised, email: fields.email.toUpperCase() },
        { name: "v2.doc", type: "application/msword", bytes: docBytes() },
      ),
    );
    expect(result.status, JSON.stringify(result.json)).toBe(201);
    expect(result.json).toMatchObject({
      _id: id,
      reference,
      status: "submitted",
      revisions: 1,
      message: ABSTRACT_ANSWERS.revised(reference),
    });
    expect(entries).toEqual([expect.objectContaining({ action: "event-abstract-revised", recordId: id })]);
    const record = await stored(event._id, id);
    expect(record).toMatchObject({
      title: "Soil carbon, revised",
      email: fields.email,
      note: "Please shorten the methods.",
    });
    expect(record?.file).toMatchObject({ name: "v2.doc", contentType: "application/msword" });
    expect(record?.file.id).not.toBe(oldFile?.id);
    const download = await call("GET", `/api/events/${event._id}/abstracts/${id}/file`, { token: editor });
    expect(download.bytes.equals(docBytes())).toBe(true);
    expect((await mailsTo(fields.email)).at(-1)?.subject).toContain(`Revised abstract received (${reference})`);
    // Once sent, it is no longer waiting for one.
    expect((await send(event._id, revised)).status).toBe(409);
  });
});

describe("hostile text", () => {
  it("is kept as typed, sent escaped in the e-mail's HTML, and never names the download", async () => {
    const event = await addEvent(eventOf("hostile-abstracts"));
    const script = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const fields = abstractOf({
      title: `Title ${script}`,
      authors: `A. ${script}\nB. Coauthor`,
      presentingAuthor: `A. ${script}`,
      name: `N ${script}`,
    });
    const { _id: id, reference } = created(
      await send(event._id, fields, {
        name: `../../evil\u202Efdp.exe.pdf`,
        type: "application/pdf",
        bytes: pdf().bytes,
      }),
    );
    const record = await stored(event._id, id);
    expect(record?.title).toBe(fields.title);
    // Kept only to be shown in the panel, without path separators or bidi controls.
    expect(record?.file.name).toMatch(/^[^/\\\u202e]*fdp\.exe\.pdf$/);
    const mail = (await mailsTo(fields.email)).at(-1);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain("&#60;script&#62;");
    const download = await call("GET", `/api/events/${event._id}/abstracts/${id}/file`, { token: editor });
    expect(download.headers.get("content-disposition")).toContain(`filename="${reference}.pdf"`);
  });
});
