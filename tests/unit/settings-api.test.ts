import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STARTING_SITE_DETAILS as site } from "../../src/domain/site-details";
import { GSTIN_MESSAGES } from "../../src/domain/gstin";
import { STALE_EDIT_MESSAGE } from "../../src/domain/messages";
import { SETTINGS_MESSAGES } from "../../src/domain/settings";
import { TAX_SETTINGS_MESSAGES } from "../../src/domain/tax-settings";
import { config } from "../../src/server/core/config";
import { AUTH_REQUIRED } from "../../src/server/http/errors";
import { readSettings, SETTINGS_KEY } from "../../src/server/membership/settings";
import { NEVER_SAVED, readDocument } from "../../src/server/store";
import { adminToken, badTokens, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { countPublishRequests } from "../support/recorders";

/** GET and PUT /api/settings (docs/rules/members-and-money.md §2). Its own store: the settings are one document. */
useOwnSandbox("settings");

// Counts publish requests: a settings change must not rebuild the site.
const publishSpy = countPublishRequests();

let token = "";
beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  publishSpy.calls = 0;
});

/** The settings a client that predates the tax settings (GST rates, members abroad, LUT) sends. */
const WITHOUT_TAX_SETTINGS = {
  legalName: "Society for Agriculture, Entrepreneurship, Environment and Technology Development (Regd.)",
  address: "12 Example Marg, Lucknow 226001",
  state: "Uttar Pradesh",
  gstin: "09AAACH7409R1ZZ",
  sac: "999599",
  officeEmail: "office@example.org",
  memberNumberPrefix: "SAEETD",
};

/** Every setting, the tax settings at their defaults. */
const VALID = { ...WITHOUT_TAX_SETTINGS, gstRates: [5, 18], exportSupply: "igst", lutReference: "" };

/** Every setting, the tax settings away from their defaults: members abroad supplied under an LUT. */
const UNDER_LUT = { ...VALID, gstRates: [5, 12, 18], exportSupply: "lut", lutReference: "AD0904260012345" };

/** The settings without their version, which every answer and the stored document carry (a time, checked here). */
function unversioned(value: unknown): Record<string, unknown> {
  const { updatedAt, ...settings } = value as Record<string, unknown>;
  expect(updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  return settings;
}

const put = async (body: unknown, withToken = token, headers: Record<string, string> = {}) => {
  const answer = await call("PUT", "/api/settings", { ...(withToken ? { token: withToken } : {}), body, headers });
  if (answer.status !== 200) return { ...answer, version: "" };
  return { ...answer, version: answer.json.updatedAt as string, json: unversioned(answer.json) };
};
const read = async () => unversioned((await call("GET", "/api/settings", { token })).json);
const stored = async () => unversioned(await readDocument(SETTINGS_KEY));

describe("GET /api/settings", () => {
  it("gives the defaults until settings are saved: the site's name, no tax registration, notices to the administrator", async () => {
    const answer = await call("GET", "/api/settings", { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      legalName: site.name,
      address: site.secretary.address.join(", "),
      state: "Uttar Pradesh",
      gstin: "",
      sac: "",
      officeEmail: config().ADMIN_EMAIL,
      memberNumberPrefix: site.shortName,
      gstRates: [5, 18],
      exportSupply: "igst",
      lutReference: "",
      updatedAt: NEVER_SAVED,
    });
  });

  it("needs an administrator's token", async () => {
    for (const bad of await badTokens()) {
      const answer = await call("GET", "/api/settings", bad ? { token: bad } : {});
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: AUTH_REQUIRED });
    }
  });
});

describe("PUT /api/settings", () => {
  it("stores the whole settings and answers with them, read back the same, without a rebuild", async () => {
    for (const whole of [UNDER_LUT, VALID]) {
      const saved = await put(whole);
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual(whole);
      expect(await read()).toEqual(whole);
      expect(unversioned(await readSettings())).toEqual(whole);
      expect(await stored()).toEqual(whole);
    }
    expect(publishSpy.calls).toBe(0);
  });

  it("takes the GSTIN, state and prefix in any case and stores them in their own spelling; blank GSTIN and SAC are none", async () => {
    const saved = await put({
      ...VALID,
      state: "  tamil   NADU ",
      gstin: " 33aabct3518q1z3 ",
      sac: "99 95 99",
      memberNumberPrefix: " agri ",
      legalName: "  Spaced Society  ",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      state: "Tamil Nadu",
      gstin: "33AABCT3518Q1Z3",
      sac: "999599",
      memberNumberPrefix: "AGRI",
      legalName: "Spaced Society",
    });
    for (const blank of ["", "  ", null, undefined]) {
      const answer = await put({ ...VALID, gstin: blank, sac: blank });
      expect(answer.status, String(blank)).toBe(200);
      expect(answer.json).toMatchObject({ gstin: "", sac: "" });
    }
    expect(await stored()).toMatchObject({ gstin: "", sac: "" });
  });

  it("refuses each invalid field with 400 naming it and its problem, and changes nothing", async () => {
    await put(VALID);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ legalName: " " }, "legalName", "Legal name is required."],
      [{ legalName: "x".repeat(201) }, "legalName", "Legal name is too long (200 characters at most)."],
      [{ address: undefined }, "address", "Address is required."],
      [{ address: "x".repeat(501) }, "address", "Address is too long (500 characters at most)."],
      [{ state: "" }, "state", "State is required."],
      [{ state: "Atlantis" }, "state", "State must be one of India's states and union territories."],
      [{ state: 9 }, "state", "State must be one of India's states and union territories."],
      [{ gstin: "09AAACH7409R1ZA" }, "gstin", GSTIN_MESSAGES.check],
      [{ gstin: "40AAACH7409R1ZZ" }, "gstin", GSTIN_MESSAGES.stateCode],
      [{ gstin: "09AAAC17409R1ZZ" }, "gstin", GSTIN_MESSAGES.pan],
      [{ gstin: "09AAACH7409R1Z" }, "gstin", GSTIN_MESSAGES.length],
      [{ gstin: 915 }, "gstin", "GSTIN must be text."],
      [{ sac: "99959" }, "sac", SETTINGS_MESSAGES.sac],
      [{ sac: "99959A" }, "sac", SETTINGS_MESSAGES.sac],
      [{ officeEmail: "" }, "officeEmail", "Office e-mail is required."],
      [{ officeEmail: "office at example" }, "officeEmail", "Office e-mail must be a valid e-mail address."],
      [{ memberNumberPrefix: "S" }, "memberNumberPrefix", SETTINGS_MESSAGES.prefix],
      [{ memberNumberPrefix: "SAEETDSAEETD" }, "memberNumberPrefix", SETTINGS_MESSAGES.prefix],
      [{ memberNumberPrefix: "SAE-TD" }, "memberNumberPrefix", SETTINGS_MESSAGES.prefix],
      [{ memberNumberPrefix: "" }, "memberNumberPrefix", "Member number prefix is required."],
      // A rate's issue names its place in the list ("gstRates.0"); the form shows it at gstRates.
      [{ gstRates: "120" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: [120] }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "5, 120" }, "gstRates.1", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "abc" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "5, abc" }, "gstRates.1", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: [-1] }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: ["18"] }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "5.555" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "5, 5.555" }, "gstRates.1", TAX_SETTINGS_MESSAGES.rates],
      // Typed text is digits with at most one decimal point: no hexadecimal or exponent notation.
      [{ gstRates: "0x10" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "1e1" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "1.2.3" }, "gstRates.0", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: 18 }, "gstRates", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: null }, "gstRates", TAX_SETTINGS_MESSAGES.rates],
      [{ gstRates: "" }, "gstRates", TAX_SETTINGS_MESSAGES.ratesRequired],
      [{ gstRates: " , " }, "gstRates", TAX_SETTINGS_MESSAGES.ratesRequired],
      [{ gstRates: [] }, "gstRates", TAX_SETTINGS_MESSAGES.ratesRequired],
      [{ exportSupply: "zero" }, "exportSupply", TAX_SETTINGS_MESSAGES.exportSupply],
      [{ exportSupply: "LUT" }, "exportSupply", TAX_SETTINGS_MESSAGES.exportSupply],
      [{ lutReference: "x".repeat(101) }, "lutReference", TAX_SETTINGS_MESSAGES.lutTooLong],
      [{ lutReference: 5 }, "lutReference", "LUT reference must be text."],
      [{ exportSupply: "lut" }, "lutReference", TAX_SETTINGS_MESSAGES.lutRequired],
      [{ exportSupply: "lut", lutReference: "   " }, "lutReference", TAX_SETTINGS_MESSAGES.lutRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await put({ ...VALID, ...overrides });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json, JSON.stringify(overrides)).toEqual({ message, issues: [{ field, message }] });
    }
    expect(await read()).toEqual(VALID);
  });

  it("takes GST rates as typed text or as a list, and stores them in order without repeats", async () => {
    const cases: [unknown, number[]][] = [
      ["18, 5, 5", [5, 18]],
      ["5 %, 18 %", [5, 18]],
      ["  18;5  12 ", [5, 12, 18]],
      [
        [18, 12, 5, 12],
        [5, 12, 18],
      ],
      ["0, 2.5, 100", [0, 2.5, 100]],
      [[12.25], [12.25]],
    ];
    for (const [gstRates, sorted] of cases) {
      const answer = await put({ ...VALID, gstRates });
      expect(answer.status, JSON.stringify(gstRates)).toBe(200);
      expect(answer.json, JSON.stringify(gstRates)).toEqual({ ...VALID, gstRates: sorted });
      expect(await stored(), JSON.stringify(gstRates)).toEqual({ ...VALID, gstRates: sorted });
    }
    await put(VALID);
  });

  it("takes any rate with at most 2 decimals, such as 1.1, 0.29 and 12.35", async () => {
    // Each is a whole number of hundredths; none may be refused for its binary fraction.
    for (const gstRates of ["1.1", "0.29", "12.35", "2.2, 5.55"]) {
      const answer = await put({ ...VALID, gstRates });
      expect(answer.status, gstRates).toBe(200);
      expect(answer.json.gstRates, gstRates).toEqual(gstRates.split(", ").map(Number));
    }
    await put(VALID);
  });

  it("keeps the stored GST rates, supply abroad and LUT reference when a request leaves them out", async () => {
    expect((await put(UNDER_LUT)).status).toBe(200);
    const renamed = await put({ ...WITHOUT_TAX_SETTINGS, legalName: "Renamed Society" });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({ ...UNDER_LUT, legalName: "Renamed Society" });
    expect(await stored()).toEqual({ ...UNDER_LUT, legalName: "Renamed Society" });

    // One of them given: only it changes.
    const rates = await put({ ...WITHOUT_TAX_SETTINGS, gstRates: "18" });
    expect(rates.json).toEqual({ ...UNDER_LUT, gstRates: [18] });

    // An LUT stored: emptying its reference alone is refused, as is choosing the LUT with none stored.
    const emptied = await put({ ...WITHOUT_TAX_SETTINGS, lutReference: "" });
    expect(emptied.status).toBe(400);
    expect(emptied.json).toEqual({
      message: TAX_SETTINGS_MESSAGES.lutRequired,
      issues: [{ field: "lutReference", message: TAX_SETTINGS_MESSAGES.lutRequired }],
    });
    expect(await read()).toEqual({ ...UNDER_LUT, gstRates: [18] });

    const charged = await put({ ...WITHOUT_TAX_SETTINGS, exportSupply: "igst", lutReference: "" });
    expect(charged.json).toEqual({ ...VALID, gstRates: [18] });
    const lutAlone = await put({ ...WITHOUT_TAX_SETTINGS, exportSupply: "lut" });
    expect(lutAlone.status).toBe(400);
    expect(lutAlone.json).toEqual({
      message: TAX_SETTINGS_MESSAGES.lutRequired,
      issues: [{ field: "lutReference", message: TAX_SETTINGS_MESSAGES.lutRequired }],
    });
    expect(await read()).toEqual({ ...VALID, gstRates: [18] });

    // A reference kept with IGST chosen is stored (ready for the LUT), and the LUT may then be chosen alone.
    expect((await put({ ...WITHOUT_TAX_SETTINGS, lutReference: " AD0904260012345 " })).json).toEqual({
      ...VALID,
      gstRates: [18],
      lutReference: "AD0904260012345",
    });
    expect((await put({ ...WITHOUT_TAX_SETTINGS, exportSupply: "lut" })).json).toEqual({
      ...UNDER_LUT,
      gstRates: [18],
    });
    await put(VALID);
    expect(await read()).toEqual(VALID);
  });

  it("gives each save a new version, and refuses with 409 a save over a version it did not load", async () => {
    const first = await put(VALID);
    expect(first.status).toBe(200);
    const loaded = first.version;
    expect(loaded > NEVER_SAVED).toBe(true);
    // Saving the same settings again changes nothing, their version included.
    expect((await put(VALID, token, { "if-match": loaded })).version).toBe(loaded);

    // Another owner's window saves in between, naming the version it loaded.
    const other = await put({ ...VALID, legalName: "Saved elsewhere" }, token, { "if-match": `"${loaded}"` });
    expect(other.status).toBe(200);
    expect(other.version > loaded).toBe(true);

    // The first window's save still names the old version, in the header or the body: refused, nothing changed.
    for (const stale of [{ headers: { "if-match": `"${loaded}"` } }, { body: { updatedAt: loaded } }]) {
      const answer = await put({ ...VALID, legalName: "Typed here", ...stale.body }, token, stale.headers);
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({ message: STALE_EDIT_MESSAGE });
    }
    expect(await read()).toEqual({ ...VALID, legalName: "Saved elsewhere" });

    // Loaded again, the save goes through; without a version the last save wins, as before.
    const latest = (await call("GET", "/api/settings", { token })).json.updatedAt as string;
    expect(latest).toBe(other.version);
    expect((await put({ ...VALID, legalName: "Typed again" }, token, { "if-match": latest })).status).toBe(200);
    expect((await put(VALID)).status).toBe(200);
    expect(await read()).toEqual(VALID);
  });

  it("names every missing field of an empty body", async () => {
    const answer = await put({});
    expect(answer.status).toBe(400);
    const fields = (answer.json.issues as { field: string }[]).map((issue) => issue.field);
    expect(fields.sort()).toEqual(["address", "legalName", "memberNumberPrefix", "officeEmail", "state"]);
  });

  it("needs an administrator's token, and a refused call changes nothing", async () => {
    await put(VALID);
    for (const bad of await badTokens()) {
      const answer = await put({ ...VALID, officeEmail: "attacker@example.org" }, bad ?? "");
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: AUTH_REQUIRED });
    }
    expect(await read()).toEqual(VALID);
  });
});
