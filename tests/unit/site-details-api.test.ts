import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES } from "../../src/domain/activity";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { STARTING_SITE_DETAILS, type SiteDetails } from "../../src/domain/site-details";
import { logged } from "../support/activity";
import { composeMail, sendMail } from "../../src/server/mail";
import { adminToken, badTokens, call, roleToken } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * GET and PUT /api/site-details (docs/rules/public-site.md §11): what every page's header and footer
 * show. The owner saves them whole; a save rebuilds the site, is logged with both versions and can be
 * restored from the log. Its own store: the details are one document.
 */
useOwnSandbox("site-details");

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const CHANGED: SiteDetails = {
  ...STARTING_SITE_DETAILS,
  name: "Society for Agriculture, Entrepreneurship, Environment and Technology Development (Regd.)",
  memberCount: "over 2,800",
  secretary: {
    title: "The Secretary",
    name: "डॉ. अनीता वर्मा",
    address: ["12 Rana Pratap Marg", "Lucknow 226001, Uttar Pradesh"],
    email: "secretary@saeetd.example.org",
    phone: "+91 522 400 1234",
  },
  usefulLinks: [
    { label: "Annual Reports", href: "/publications/annual-reports" },
    { label: "ICAR", href: "https://icar.org.in/" },
  ],
  social: [{ network: "youtube", url: "https://www.youtube.com/@saeetd" }],
};

const pendingChanges = async () => Number((await call("GET", "/api/publish-status", { token })).json.pendingChanges);
const put = (body: unknown, options: { token?: string; headers?: Record<string, string> } = { token }) =>
  call("PUT", "/api/site-details", { ...options, body });
/** The details without their version (a time every answer carries). */
function unversioned(answer: Record<string, unknown>): Record<string, unknown> {
  const { updatedAt, ...details } = answer;
  expect(updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  return details;
}

describe("GET /api/site-details", () => {
  it("answers the details the site started with until the owner saves some, to any administrator", async () => {
    const answer = await call("GET", "/api/site-details", { token: await roleToken("editor") });
    expect(answer.status).toBe(200);
    expect(unversioned(answer.json)).toEqual(STARTING_SITE_DETAILS);
    for (const bad of await badTokens())
      expect((await call("GET", "/api/site-details", bad === undefined ? {} : { token: bad })).status).toBe(401);
  });
});

describe("PUT /api/site-details", () => {
  it("stores the owner's details, asks for a rebuild, and answers them as stored", async () => {
    const before = await pendingChanges();
    const answer = await put(CHANGED);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(unversioned(answer.json)).toEqual(CHANGED);
    expect(unversioned((await call("GET", "/api/site-details", { token })).json)).toEqual(CHANGED);
    expect(await pendingChanges()).toBeGreaterThan(before);
  });

  it("is the owner's alone: an editor or the membership office gets 403, no token 401", async () => {
    for (const role of ["editor", "membership"] as const)
      expect((await put(CHANGED, { token: await roleToken(role) })).status).toBe(403);
    expect((await put(CHANGED, {})).status).toBe(401);
  });

  it.each([
    [
      "a footer link to a script address",
      { usefulLinks: [{ label: "Click", href: "javascript:alert(1)" }] },
      "Link address must be a page of this site (starting with /) or an address starting with https://.",
    ],
    [
      "a footer link over plain http",
      { usefulLinks: [{ label: "Old", href: "http://example.org/" }] },
      "Link address must be a page of this site (starting with /) or an address starting with https://.",
    ],
    [
      "a link to another site written as //host",
      { usefulLinks: [{ label: "Other", href: "//evil.example/" }] },
      "Link address must be a page of this site",
    ],
    [
      "a profile that is not https",
      { social: [{ network: "x", url: "http://x.com/saeetd" }] },
      "Profile address must be an address starting with https://.",
    ],
    [
      "a network the footer has no icon for",
      { social: [{ network: "myspace", url: "https://myspace.com/" }] },
      "Network must be one of Facebook, X (Twitter), YouTube, LinkedIn.",
    ],
    [
      "the same network twice",
      {
        social: [
          { network: "x", url: "https://x.com/a" },
          { network: "x", url: "https://x.com/b" },
        ],
      },
      "Give each network once.",
    ],
    [
      "a contact e-mail that is not one",
      { secretary: { ...CHANGED.secretary, email: "secretary at example" } },
      "Contact e-mail",
    ],
    ["no address", { secretary: { ...CHANGED.secretary, address: [] } }, "Postal address is required."],
    ["a short name with spaces", { shortName: "SA EE" }, "Short name must be 2 to 12 letters or digits"],
    ["no member count wording", { memberCount: " " }, "Member count wording is required."],
  ])("refuses %s with 400 and says why, storing nothing", async (_, change, message) => {
    const stored = (await call("GET", "/api/site-details", { token })).json;
    const answer = await put({ ...CHANGED, ...change });
    expect(answer.status).toBe(400);
    expect(String(answer.json.message)).toContain(message);
    expect((await call("GET", "/api/site-details", { token })).json).toEqual(stored);
  });

  it("keeps hostile text as text: markup in the name is stored as typed, for the pages to escape", async () => {
    const name = `<img src=x onerror=alert(1)> Society`;
    const answer = await put({ ...CHANGED, name });
    expect(answer.status).toBe(200);
    expect(answer.json.name).toBe(name);
    expect((await put(CHANGED)).status).toBe(200);
  });

  it("refuses a save over a version other than the one loaded (409), keeping the newer save", async () => {
    const loaded = String((await call("GET", "/api/site-details", { token })).json.updatedAt);
    const first = await put({ ...CHANGED, memberCount: "nearly 2,900" }, { token, headers: { "if-match": loaded } });
    expect(first.status).toBe(200);
    const late = await put({ ...CHANGED, memberCount: "about 3,000" }, { token, headers: { "if-match": loaded } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(STALE_EDIT_MESSAGE);
    expect((await call("GET", "/api/site-details", { token })).json.memberCount).toBe("nearly 2,900");
  });
});

describe("the activity log", () => {
  it("logs a save with both versions, and restoring it puts the earlier details back (once)", async () => {
    await put(CHANGED);
    const { result, entries } = await logged(() => put({ ...CHANGED, memberCount: "more than 3,000" }));
    expect(result.status).toBe(200);
    const [entry] = entries;
    if (!entry || entries.length !== 1) throw new Error(`one entry expected, ${entries.length} logged`);
    expect(entry).toMatchObject({
      collection: "site-details",
      action: "site-details-update",
      summary: `Site details saved: ${CHANGED.name}`,
    });

    const restored = await call("POST", `/api/admin/activity/${entry._id}/restore`, { token });
    expect(restored.status, JSON.stringify(restored.json)).toBe(200);
    expect(restored.json.message).toBe(ACTIVITY_MESSAGES.restored);
    expect((await call("GET", "/api/site-details", { token })).json.memberCount).toBe(CHANGED.memberCount);

    // The details have changed since that entry (the restore itself): it is not put back again.
    const again = await call("POST", `/api/admin/activity/${entry._id}/restore`, { token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ACTIVITY_MESSAGES.changedSince);
  });
});

describe("e-mails", () => {
  it("are signed with the names the site details give, in the subject's end and the signature only", async () => {
    const names = { name: "Society for Soil & Water (Regd.)", shortName: "SSW" };
    expect((await put({ ...CHANGED, ...names })).status).toBe(200);
    const composed = composeMail({
      subject: "A test",
      greeting: "Dear A. Kumar,",
      paragraphs: [`Your letter to the ${STARTING_SITE_DETAILS.name} arrived.`],
    });
    const entry = await sendMail({ to: "a.kumar@example.org", kind: "test", ...composed });
    expect(entry?.subject).toBe("A test - SSW");
    expect(entry?.text).toContain("With regards,\nThe office of the Society for Soil & Water (Regd.) (SSW)\n");
    expect(entry?.html).toContain("The office of the Society for Soil &#38; Water (Regd.) (SSW)");
    // What the message itself says is left as written.
    expect(entry?.text).toContain(`Your letter to the ${STARTING_SITE_DETAILS.name} arrived.`);
    expect(entry?.text).not.toContain(`The office of the ${STARTING_SITE_DETAILS.name}`);
    expect((await put(CHANGED)).status).toBe(200);
  });
});
