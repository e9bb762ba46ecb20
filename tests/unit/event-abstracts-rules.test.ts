import { describe, expect, it } from "vitest";
import {
  ABSTRACT_FILE_LIMIT,
  ABSTRACT_MESSAGES,
  abstractFileName,
  abstractFormProblem,
  abstractsWindow,
  abstractTypeOfName,
  authorsOf,
  presentingAmong,
} from "../../src/domain/event-abstract-rules";
import { abstractDecisionInput, eventAbstractInput, type EventAbstractRecord } from "../../src/domain/event-abstracts";
import { abstractsNote, eventsOnDay } from "../../src/domain/event-pages";
import { eventInput, type EventRecord } from "../../src/domain/events";
import {
  abstractFilterCounts,
  abstractSearchIndex,
  shownAbstracts,
} from "../../src/islands/admin/tabs/abstracts/desk-filters";
import { sniffDocument } from "../../src/server/content/files";
import { docBytes, docxBytes } from "../support/documents";

/** The rules of an event's abstracts (docs/rules/events.md §8), without the store. */

const valid = {
  title: "Soil carbon under cover crops",
  authors: "A. Sharma\nB. Verma",
  presentingAuthor: "B. Verma",
  name: "A. Sharma",
  email: "a.sharma@example.org",
};

describe("the abstracts window", () => {
  it("is open up to the deadline, that day included, closed after, and none without a deadline", () => {
    expect(abstractsWindow({}, "2027-01-01")).toBe("none");
    expect(abstractsWindow({ abstractsUntil: "2027-01-10" }, "2027-01-09")).toBe("open");
    expect(abstractsWindow({ abstractsUntil: "2027-01-10" }, "2027-01-10")).toBe("open");
    expect(abstractsWindow({ abstractsUntil: "2027-01-10" }, "2027-01-11")).toBe("closed");
  });

  it("is what the page says, and the daily check sees the day it closes", () => {
    expect(abstractsNote({}, "2027-01-01")).toBeNull();
    expect(abstractsNote({ abstractsUntil: "2027-01-10" }, "2027-01-10")?.text).toBe(
      "Abstracts are taken until 10 January 2027.",
    );
    expect(abstractsNote({ abstractsUntil: "2027-01-10" }, "2027-01-11")?.window).toBe("closed");
    const event = {
      ...eventInput.parse({
        title: "S",
        kind: "symposium",
        slug: "s",
        startDate: "2027-02-01",
        endDate: "2027-02-02",
        venue: "V",
        contactEmail: "e@example.org",
        registrationOpens: "2026-12-01",
        registrationCloses: "2027-01-31",
        sac: "",
        abstractsUntil: "2027-01-10",
        fees: [{ name: "Delegate", fee: 100, gst: 18 }],
        published: true,
      }),
      _id: "e1",
      createdAt: "",
      updatedAt: "",
      brochure: "",
    } satisfies EventRecord;
    expect(eventsOnDay([event], "2027-01-10")).not.toBe(eventsOnDay([event], "2027-01-11"));
    expect(eventsOnDay([event], "2027-01-08")).toBe(eventsOnDay([event], "2027-01-09"));
  });
});

describe("an event's abstracts deadline", () => {
  const event = {
    title: "S",
    kind: "symposium",
    slug: "s",
    startDate: "2027-02-01",
    endDate: "2027-02-02",
    venue: "V",
    contactEmail: "e@example.org",
    registrationOpens: "2026-12-01",
    registrationCloses: "2027-01-31",
    sac: "",
    fees: [{ name: "Delegate", fee: 100, gst: 18 }],
  };

  it("is optional, a real date, and not after the event ends", () => {
    expect(eventInput.parse(event).abstractsUntil).toBeUndefined();
    expect(eventInput.parse({ ...event, abstractsUntil: "" }).abstractsUntil).toBeUndefined();
    expect(eventInput.parse({ ...event, abstractsUntil: "2027-02-02" }).abstractsUntil).toBe("2027-02-02");
    const late = eventInput.safeParse({ ...event, abstractsUntil: "2027-02-03" });
    expect(late.error?.issues).toEqual([
      expect.objectContaining({ path: ["abstractsUntil"], message: ABSTRACT_MESSAGES.deadlineAfterEnd }),
    ]);
    expect(eventInput.safeParse({ ...event, abstractsUntil: "2027-02-30" }).error?.issues[0]?.message).toBe(
      "Abstracts until must be a real date.",
    );
  });
});

describe("a submission", () => {
  it("takes the authors one per line and a presenting author among them, whatever the case and spacing", () => {
    const parsed = eventAbstractInput.parse({
      ...valid,
      authors: "A. Sharma\n\n  B.  Verma  \n",
      presentingAuthor: "b. verma",
    });
    expect(parsed.authors).toEqual(["A. Sharma", "B.  Verma"]);
    expect(presentingAmong(parsed.authors, parsed.presentingAuthor)).toBe("B.  Verma");
    expect(authorsOf(" X \r\nY")).toEqual(["X", "Y"]);
  });

  it("names each missing or wrong field with the schema's message", () => {
    const messages = (body: unknown) =>
      eventAbstractInput.safeParse(body).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];
    expect(messages({})).toEqual(
      expect.arrayContaining([
        ["title", "Title is required."],
        ["authors", "Authors is required."],
        ["presentingAuthor", "Presenting author is required."],
        ["name", "Your name is required."],
        ["email", "E-mail is required."],
      ]),
    );
    expect(messages({ ...valid, presentingAuthor: "C. Nobody" })).toEqual([
      ["presentingAuthor", ABSTRACT_MESSAGES.presentingNotAuthor],
    ]);
    expect(messages({ ...valid, title: "x".repeat(301) })).toEqual([
      ["title", "Title is too long (300 characters at most)."],
    ]);
    expect(
      messages({
        ...valid,
        authors: Array.from({ length: 31 }, (_, n) => `Author ${n}`).join("\n"),
        presentingAuthor: "Author 1",
      }),
    ).toEqual([["authors", ABSTRACT_MESSAGES.tooManyAuthors]]);
    expect(messages({ ...valid, email: "not an address" })).toEqual([
      ["email", "E-mail must be a valid e-mail address."],
    ]);
    expect(messages({ ...valid, reference: "EVT-ABCD-2345" })).toEqual([["reference", ABSTRACT_MESSAGES.reference]]);
    expect(eventAbstractInput.parse({ ...valid, reference: " abs-abcd-2345 " }).reference).toBe("ABS-ABCD-2345");
    expect(eventAbstractInput.parse({ ...valid, reference: "" }).reference).toBeUndefined();
  });

  it("is checked by the page's script as the schema checks it", () => {
    const form = { ...valid, reference: "" };
    const file = { name: "abstract.PDF", size: 1000 };
    expect(abstractFormProblem(form, file)).toBeNull();
    expect(abstractFormProblem({ ...form, title: " " }, file)).toEqual({
      message: "Title is required.",
      fields: ["title"],
    });
    expect(abstractFormProblem({ ...form, presentingAuthor: "C" }, file)?.fields).toEqual(["presentingAuthor"]);
    expect(abstractFormProblem({ ...form, email: "x@" }, file)?.fields).toEqual(["email"]);
    expect(abstractFormProblem(form, null)).toEqual({ message: ABSTRACT_MESSAGES.fileRequired, fields: ["file"] });
    expect(abstractFormProblem(form, { name: "setup.exe", size: 10 })?.message).toBe(ABSTRACT_MESSAGES.fileType);
    expect(abstractFormProblem(form, { name: "a.pdf", size: ABSTRACT_FILE_LIMIT.maxBytes + 1 })?.message).toBe(
      ABSTRACT_MESSAGES.fileTooLarge,
    );
    // After the deadline only a revision is taken: its reference is needed.
    expect(abstractFormProblem(form, file, true)?.fields).toEqual(["reference"]);
    expect(abstractFormProblem({ ...form, reference: "abs-abcd-2345" }, file, true)).toBeNull();
    expect(abstractFormProblem({ ...form, reference: "ABS-1" }, file)?.fields).toEqual(["reference"]);
  });
});

describe("an abstract's file", () => {
  it("is a PDF or Word document by its bytes, whatever its name", () => {
    expect(sniffDocument(Buffer.from("%PDF-1.4\n%\n"))).toBe("application/pdf");
    expect(sniffDocument(docBytes())).toBe("application/msword");
    expect(sniffDocument(docxBytes())).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    // A program, a spreadsheet (a compound file without the Word stream), a plain zip.
    expect(sniffDocument(Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode"))).toBeUndefined();
    expect(sniffDocument(Buffer.concat([docBytes().subarray(0, 8), Buffer.alloc(600)]))).toBeUndefined();
    expect(sniffDocument(Buffer.from("PK\x03\x04 notes.txt"))).toBeUndefined();
  });

  it("is named by its extension and downloads under its reference", () => {
    expect(abstractTypeOfName("Abstract.DOCX")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(abstractTypeOfName("abstract.pdf.exe")).toBeUndefined();
    expect(abstractTypeOfName("abstract")).toBeUndefined();
    expect(abstractFileName("ABS-ABCD-2345", "application/msword")).toBe("ABS-ABCD-2345.doc");
  });
});

describe("a decision", () => {
  it("is one of the four statuses, with a note needed for a revision", () => {
    expect(abstractDecisionInput.parse({ status: "accepted" })).toEqual({ status: "accepted", note: "" });
    expect(abstractDecisionInput.safeParse({ status: "revision", note: "  " }).error?.issues[0]).toMatchObject({
      path: ["note"],
      message: ABSTRACT_MESSAGES.noteRequired,
    });
    expect(abstractDecisionInput.safeParse({ status: "published" }).error?.issues[0]?.message).toBe(
      "Status must be submitted, accepted, revision or rejected.",
    );
    expect(abstractDecisionInput.safeParse({ status: "rejected", note: "x".repeat(2001) }).success).toBe(false);
  });
});

describe("the Abstracts tab's desk", () => {
  const entry = (status: EventAbstractRecord["status"], title: string): EventAbstractRecord => ({
    _id: title,
    createdAt: "",
    updatedAt: "",
    eventId: "e1",
    reference: `ABS-${title.toUpperCase().padEnd(4, "X").slice(0, 4)}-2345`,
    title,
    authors: ["A. Sharma", "B. Verma"],
    presentingAuthor: "A. Sharma",
    name: "A. Sharma",
    email: `${title}@example.org`,
    file: { id: "f", name: "a.pdf", contentType: "application/pdf", size: 10 },
    status,
    note: "",
    submittedOn: "2027-01-01",
    revisions: 0,
  });
  const rows = [
    entry("submitted", "soil"),
    entry("accepted", "water"),
    entry("revision", "seeds"),
    entry("accepted", "soil carbon"),
  ];

  it("counts each status and finds every word in the title, authors, sender, e-mail or reference", () => {
    expect(abstractFilterCounts(rows)).toEqual({ all: 4, submitted: 1, revision: 1, accepted: 2, rejected: 0 });
    const index = abstractSearchIndex(rows);
    expect(shownAbstracts(index, "accepted", "soil").map((row) => row._id)).toEqual(["soil carbon"]);
    expect(shownAbstracts(index, "all", "verma seeds").map((row) => row._id)).toEqual(["seeds"]);
    expect(shownAbstracts(index, "all", "water@example.org")).toHaveLength(1);
  });
});
