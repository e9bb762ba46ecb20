import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES } from "../../src/domain/activity";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { siteDetails, siteDetailsInput, STARTING_SITE_DETAILS, type SiteDetails } from "../../src/domain/site-details";
import { UPLOADED_IMAGE_MESSAGES } from "../../src/domain/uploaded-image";
import { logged } from "../support/activity";
import { composeMail, sendMail } from "../../src/server/mail";
import { adminToken, badTokens, call, roleToken } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { expectImage, form } from "../support/uploads";

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
  founded: "Lucknow, 1995",
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
    ["a logo on another site", { logo: "https://example.org/logo.png" }, UPLOADED_IMAGE_MESSAGES.notUploaded("Logo")],
    ["the built-in logo's address", { logo: "/logo.svg" }, UPLOADED_IMAGE_MESSAGES.notUploaded("Logo")],
    ["a logo that is a script", { logo: "javascript:alert(1)" }, UPLOADED_IMAGE_MESSAGES.notUploaded("Logo")],
    ["a founding over 100 characters", { founded: "L".repeat(101) }, "Founded is too long (100 characters at most)."],
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

describe("the logo and the founding", () => {
  const LOGO_MESSAGE = UPLOADED_IMAGE_MESSAGES.notUploaded("Logo");

  it("start empty: the built-in logo, and no founding shown", () => {
    expect(STARTING_SITE_DETAILS).toMatchObject({ logo: "", founded: "" });
    // Details saved before the two fields existed (and their logged versions) read as empty.
    const { logo, founded, ...older } = STARTING_SITE_DETAILS;
    expect([logo, founded]).toEqual(["", ""]);
    expect(siteDetails.parse(older)).toMatchObject({ logo: "", founded: "" });
    expect(siteDetailsInput.parse(older)).toMatchObject({ logo: "", founded: "" });
  });

  it("keep a picture uploaded with POST /api/images and the place and year, and take them back to empty", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("logo")]);
    const uploaded = await call("POST", "/api/images", {
      token,
      form: form({}, { image: { bytes: png, type: "image/png", name: "logo.png" } }),
    });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(201);
    const logo = String(uploaded.json.url);

    const saved = await put({ ...CHANGED, logo: ` ${logo} `, founded: "  Lucknow, 1995 " });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ logo, founded: "Lucknow, 1995" });
    expect((await call("GET", "/api/site-details", { token })).json).toMatchObject({ logo, founded: "Lucknow, 1995" });
    await expectImage(logo, "image/png", png);

    // A body without them (an older form) takes them back to empty, as the form sends every field.
    const withoutThem: Partial<SiteDetails> = { ...CHANGED };
    delete withoutThem.logo;
    delete withoutThem.founded;
    const emptied = await put(withoutThem);
    expect(emptied.status).toBe(200);
    expect(emptied.json).toMatchObject({ logo: "", founded: "" });
    expect((await put({ ...CHANGED, logo: "", founded: "" })).json).toMatchObject({ logo: "", founded: "" });
  });

  it("refuse a logo that is not an uploaded picture's address, naming the field", async () => {
    for (const logo of [
      "https://example.org/logo.png",
      "/api/files/0123456789ABCDEF01234567",
      "/api/files/../collections/news",
      "data:image/png;base64,AAAA",
      42,
    ]) {
      const answer = await put({ ...CHANGED, logo });
      expect({ logo, status: answer.status, body: answer.json }).toEqual({
        logo,
        status: 400,
        body: { message: LOGO_MESSAGE, issues: [{ field: "logo", message: LOGO_MESSAGE }] },
      });
    }
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
