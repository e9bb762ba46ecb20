import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { site } from "../../src/content/site";
import { GSTIN_MESSAGES } from "../../src/domain/gstin";
import { SETTINGS_MESSAGES } from "../../src/domain/settings";
import { config } from "../../src/server/config";
import { AUTH_REQUIRED } from "../../src/server/errors";
import { readSettings, SETTINGS_KEY } from "../../src/server/settings";
import { readDocument } from "../../src/server/store";
import { adminToken, badTokens, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";

/** GET and PUT /api/settings (MEMBERS.md 2). Its own store: the settings are one document. */
useOwnSandbox("settings");

// Counts publish requests: a settings change must not rebuild the site.
const publishSpy = vi.hoisted(() => ({ calls: 0 }));
vi.mock("../../src/server/publish", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/publish")>();
  return {
    ...original,
    requestPublish: (...args: Parameters<typeof original.requestPublish>) => {
      publishSpy.calls += 1;
      return original.requestPublish(...args);
    },
  };
});

let token = "";
beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  publishSpy.calls = 0;
});

const VALID = {
  legalName: "Society for Agriculture, Entrepreneurship, Environment and Technology Development (Regd.)",
  address: "12 Example Marg, Lucknow 226001",
  state: "Uttar Pradesh",
  gstin: "09AAACH7409R1ZZ",
  sac: "999599",
  officeEmail: "office@example.org",
  memberNumberPrefix: "SAEETD",
};

const put = (body: unknown, withToken = token) =>
  call("PUT", "/api/settings", { ...(withToken ? { token: withToken } : {}), body });
const read = async () => (await call("GET", "/api/settings", { token })).json;

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
    const saved = await put(VALID);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(VALID);
    expect(await read()).toEqual(VALID);
    expect(await readSettings()).toEqual(VALID);
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
    expect(await readDocument(SETTINGS_KEY)).toMatchObject({ gstin: "", sac: "" });
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
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await put({ ...VALID, ...overrides });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.json, JSON.stringify(overrides)).toEqual({ message, issues: [{ field, message }] });
    }
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
