import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES } from "../../src/domain/activity";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import {
  EDITABLE_PAGE_SLUGS,
  fillTokens,
  filledPageText,
  PAGE_TEXT_MESSAGES,
  SECTION_IMAGE_ALT_MISSING,
  partsOf,
  type PageText,
} from "../../src/domain/page-texts";
import { STARTING_PAGE_TEXTS } from "../../src/server/content/starting-page-texts";
import { pageTextKey } from "../../src/server/content/page-texts";
import { createDocument, deleteDocument } from "../../src/server/store";
import { pageInputOf, pageValues } from "../../src/islands/admin/tabs/pages/page-values";
import { pageText, pageTextInput } from "../../src/domain/page-texts";
import { logged } from "../support/activity";
import { adminToken, badTokens, call, roleToken } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * The society's own pages (docs/rules/public-site.md §12): GET /api/pages and GET and PUT
 * /api/pages/{slug}, for the editors and the owner. A save rebuilds the site, is logged with both
 * versions and can be restored; the Pages tab's form gives back exactly the text it was opened on.
 * Its own store: the pages are documents.
 */
useOwnSandbox("page-texts");

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const ABOUT: PageText = pageText.parse({
  title: "Who We Are",
  lead: "The {name} in one sentence.",
  sections: [
    {
      heading: "A society of people who work for the land",
      paragraphs: ["First paragraph.", "Today the society has {memberCount} members."],
      items: [
        { title: "Journal", text: "published quarterly", href: "/publications/journal" },
        { title: "ICAR", text: "", href: "https://icar.org.in/" },
      ],
      link: { label: "About the Executive Council", href: "/executive-council" },
    },
    { heading: "नया खंड", paragraphs: ["हिन्दी में एक अनुच्छेद।"], items: [], link: null },
  ],
});

const pendingChanges = async () => Number((await call("GET", "/api/publish-status", { token })).json.pendingChanges);
const put = (slug: string, body: unknown, options: { token?: string; headers?: Record<string, string> } = { token }) =>
  call("PUT", `/api/pages/${slug}`, { ...options, body });
const unversioned = (answer: Record<string, unknown>) => {
  const { updatedAt, ...text } = answer;
  expect(updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  return text;
};

describe("the Pages tab's form", () => {
  it("gives back every starting page's text exactly, paragraphs, lists and links included", () => {
    for (const page of EDITABLE_PAGE_SLUGS) {
      const text = STARTING_PAGE_TEXTS[page];
      expect(pageTextInput.parse(pageInputOf(pageValues(text))), page).toEqual(text);
    }
  });

  it("reads a blank line as a new paragraph, a single line break as a space, and an empty link as none", () => {
    const values = { ...pageValues(ABOUT) };
    const sections = JSON.parse(values.sections) as Record<string, string>[];
    sections[0] = { ...sections[0], paragraphs: "One\nline.\n\n  Two.  \n\n\n", linkLabel: " ", linkHref: "" };
    const input = pageTextInput.parse(pageInputOf({ ...values, sections: JSON.stringify(sections) }));
    expect(input.sections[0]?.paragraphs).toEqual(["One line.", "Two."]);
    expect(input.sections[0]?.link).toBeNull();
  });
});

describe("tokens", () => {
  it("fill in the society's name, short name and member count from the site details, every time they appear", () => {
    const details = { name: "The Society", shortName: "TS", memberCount: "over 3,000" };
    expect(fillTokens("{name} ({shortName}): {memberCount} members; {name}.", details)).toBe(
      "The Society (TS): over 3,000 members; The Society.",
    );
    const filled = filledPageText(ABOUT, details);
    expect(filled.lead).toBe("The The Society in one sentence.");
    expect(filled.sections[0]?.paragraphs[1]).toBe("Today the society has over 3,000 members.");
    expect(filled.sections[0]?.items[0]?.href).toBe("/publications/journal");
  });
});

describe("GET /api/pages", () => {
  it("lists every editable page with the text it started with, to an editor", async () => {
    const answer = await call("GET", "/api/pages", { token: await roleToken("editor") });
    expect(answer.status).toBe(200);
    const pages = answer.json as unknown as ({ _id: string } & PageText)[];
    expect(pages.map((page) => page._id)).toEqual(EDITABLE_PAGE_SLUGS);
    const about = pages.find((page) => page._id === "about");
    expect(about?.title).toBe(STARTING_PAGE_TEXTS.about.title);
    expect(about?.sections).toEqual(STARTING_PAGE_TEXTS.about.sections);
  });

  it("is for the editors and the owner: the membership office gets 403, no token 401", async () => {
    expect((await call("GET", "/api/pages", { token: await roleToken("membership") })).status).toBe(403);
    for (const bad of await badTokens())
      expect((await call("GET", "/api/pages", bad === undefined ? {} : { token: bad })).status).toBe(401);
  });

  it("answers 404 for a page that is not editable", async () => {
    for (const slug of ["settings", "..%2Fsettings", "__proto__"]) {
      const answer = await call("GET", `/api/pages/${slug}`, { token });
      expect(answer.status, slug).toBe(404);
      expect(answer.json.message).toBe(PAGE_TEXT_MESSAGES.notFound);
    }
  });
});

describe("PUT /api/pages/{slug}", () => {
  it("stores an editor's text, asks for a rebuild and answers it as stored", async () => {
    const before = await pendingChanges();
    const answer = await put("about", ABOUT, { token: await roleToken("editor") });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(unversioned(answer.json)).toEqual(ABOUT);
    expect(unversioned((await call("GET", "/api/pages/about", { token })).json)).toEqual(ABOUT);
    expect(await pendingChanges()).toBeGreaterThan(before);
  });

  it("refuses the membership office (403), no token (401) and a page that is not editable (404)", async () => {
    expect((await put("about", ABOUT, { token: await roleToken("membership") })).status).toBe(403);
    expect((await put("about", ABOUT, {})).status).toBe(401);
    expect((await put("settings", ABOUT)).status).toBe(404);
  });

  const withSection = (change: Record<string, unknown>) => ({
    ...ABOUT,
    sections: [{ ...ABOUT.sections[0], ...change }],
  });

  it.each([
    [
      "a link to a script address",
      withSection({ link: { label: "x", href: "javascript:alert(1)" } }),
      "The link's address must be a page of this site",
    ],
    [
      "an item's address over plain http",
      withSection({ items: [{ title: "t", text: "", href: "http://example.org/" }] }),
      "An item's address must be a page of this site",
    ],
    [
      "an item's address to another site as //host",
      withSection({ items: [{ title: "t", href: "//evil.example/" }] }),
      "An item's address must be a page of this site",
    ],
    ["a section without a heading", withSection({ heading: " " }), "A section's heading is required."],
    ["no title", { ...ABOUT, title: "" }, "Title is required."],
    ["sections that are not a list", { ...ABOUT, sections: "text" }, "Sections must be a list."],
  ])("refuses %s with 400 and says why, storing nothing", async (_, body, message) => {
    const stored = (await call("GET", "/api/pages/about", { token })).json;
    const answer = await put("about", body);
    expect(answer.status).toBe(400);
    expect(String(answer.json.message)).toContain(message);
    expect((await call("GET", "/api/pages/about", { token })).json).toEqual(stored);
  });

  it("refuses more sections than the page shows: Who We Are twelve, a section's first page none", async () => {
    const sections = (count: number) => Array.from({ length: count }, () => ABOUT.sections[1]);
    const answer = await put("about", { ...ABOUT, sections: sections(13) });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(PAGE_TEXT_MESSAGES.tooManySections(12));
    expect((await put("about", { ...ABOUT, sections: sections(12) })).status).toBe(200);
    const landing = await put("awards", ABOUT);
    expect(landing.status).toBe(400);
    expect(landing.json.message).toBe(PAGE_TEXT_MESSAGES.tooManySections(0));
    expect((await put("awards", { ...ABOUT, sections: [] })).status).toBe(200);
  });

  it("keeps the home page to its one card", async () => {
    const answer = await put("home", ABOUT);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(PAGE_TEXT_MESSAGES.wrongParts(partsOf("home") ?? []));
    expect((await put("home", { ...ABOUT, sections: ABOUT.sections.slice(0, 1) })).status).toBe(200);
  });

  it("keeps a page with parts to exactly its parts: the council's text and its positions table", async () => {
    const council = STARTING_PAGE_TEXTS.council;
    const parts = partsOf("council") ?? [];
    expect(parts.map((part) => part.name)).toEqual(["Text above the table", "Positions table"]);
    for (const sections of [council.sections.slice(0, 1), [...council.sections, ...council.sections.slice(0, 1)]]) {
      const answer = await put("council", { ...council, sections });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(PAGE_TEXT_MESSAGES.wrongParts(parts));
    }
    const [above, positions] = council.sections;
    if (!above || !positions) throw new Error("The council starts with two sections.");
    const renamed = { ...positions, items: [{ title: "Patron", text: "Guides the society.", detail: "Invited." }] };
    const answer = await put("council", { ...council, sections: [above, renamed] });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.sections).toMatchObject([{}, { items: [{ title: "Patron", detail: "Invited.", href: "" }] }]);
  });

  it("gives a text stored before its page had a part that part as it started", async () => {
    const [above] = STARTING_PAGE_TEXTS.council.sections;
    const older = { ...STARTING_PAGE_TEXTS.council, sections: [{ ...above, heading: "Saved before" }] };
    await deleteDocument(pageTextKey("council"));
    await createDocument(pageTextKey("council"), { ...older, updatedAt: new Date().toISOString() });
    const { sections } = (await call("GET", "/api/pages/council", { token })).json as PageText;
    expect(sections.map((section) => section.heading)).toEqual([
      "Saved before",
      STARTING_PAGE_TEXTS.council.sections[1]?.heading,
    ]);
  });

  it("takes a section's picture only as one of this site's uploads, and only with its description", async () => {
    const picture = "/api/files/0123456789abcdef01234567";
    const refused = [
      [
        withSection({ image: "https://evil.example/x.jpg", imageAlt: "x" }),
        "A section's picture must be a picture uploaded",
      ],
      [
        withSection({ image: "/api/files/../settings", imageAlt: "x" }),
        "A section's picture must be a picture uploaded",
      ],
      [withSection({ image: picture, imageAlt: " " }), SECTION_IMAGE_ALT_MISSING],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await put("vision", body);
      expect(answer.status).toBe(400);
      expect(String(answer.json.message)).toContain(message);
    }
    const answer = await put(
      "vision",
      withSection({ image: picture, imageAlt: "Farmers at the {shortName} field day" }),
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.sections).toMatchObject([{ image: picture, imageAlt: "Farmers at the {shortName} field day" }]);
  });

  it("keeps markup as typed text, for the page to print escaped", async () => {
    const title = `<script>alert(1)</script> Who We Are`;
    const answer = await put("vision", { ...ABOUT, title });
    expect(answer.status).toBe(200);
    expect(answer.json.title).toBe(title);
  });

  it("refuses a save over a version other than the one loaded (409), keeping the newer save", async () => {
    const loaded = String((await call("GET", "/api/pages/legacy", { token })).json.updatedAt);
    const first = await put("legacy", { ...ABOUT, lead: "First." }, { token, headers: { "if-match": loaded } });
    expect(first.status).toBe(200);
    const late = await put("legacy", { ...ABOUT, lead: "Late." }, { token, headers: { "if-match": loaded } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(STALE_EDIT_MESSAGE);
    expect((await call("GET", "/api/pages/legacy", { token })).json.lead).toBe("First.");
  });
});

describe("the activity log", () => {
  it("logs a save with both versions; restoring it puts the page's earlier text back, once", async () => {
    await put("about", ABOUT);
    const { result, entries } = await logged(() => put("about", { ...ABOUT, lead: "A newer lead." }));
    expect(result.status).toBe(200);
    const [entry] = entries;
    if (!entry || entries.length !== 1) throw new Error(`one entry expected, ${entries.length} logged`);
    expect(entry).toMatchObject({
      collection: "pages",
      recordId: "about",
      action: "page-update",
      summary: "Page saved: Who We Are",
    });
    const restored = await call("POST", `/api/admin/activity/${entry._id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect((await call("GET", "/api/pages/about", { token })).json.lead).toBe(ABOUT.lead);
    const again = await call("POST", `/api/admin/activity/${entry._id}/restore`, { token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ACTIVITY_MESSAGES.changedSince);
  });
});
