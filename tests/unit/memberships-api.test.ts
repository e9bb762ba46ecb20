import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termOf } from "../../src/domain/member-standing";
import { membershipAmounts, TERM_MESSAGE } from "../../src/domain/memberships";
import { TAX_SETTINGS_MESSAGES } from "../../src/domain/tax-settings";
import { membershipsHandler } from "../../src/server/resources/memberships";
import { adminToken, badTokens, call, list } from "../support/api";

interface Membership {
  _id: string;
  membershipInfo: string;
  nationality: string;
  membershipType: string;
  membershipFee: number;
  gst: number;
  total: number;
  term?: string;
  updatedAt: string;
  /** Only in the answer to a save whose GST is not a rate in force. */
  warning?: string;
}

let token = "";
const unique = () => `Type ${randomUUID().slice(0, 8)}`;
const option = (overrides: Record<string, unknown> = {}) => ({
  membershipInfo: "Life membership with journal",
  nationality: "Indian",
  membershipType: unique(),
  membershipFee: "₹1,00,000.00",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<Membership> {
  const response = await call("POST", "/api/memberships/create", { token, body: option(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as Membership;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("membership amounts", () => {
  it("computes GST at 18% and the total when they are left out, to the paisa", () => {
    expect(membershipAmounts(100000)).toEqual({ membershipFee: 100000, gst: 18000, total: 118000 });
    expect(membershipAmounts(999.99)).toEqual({ membershipFee: 999.99, gst: 180, total: 1179.99 });
    expect(membershipAmounts(1000, 200)).toEqual({ membershipFee: 1000, gst: 200, total: 1200 });
    expect(membershipAmounts(1000, 180, 1100)).toEqual({ membershipFee: 1000, gst: 180, total: 1100 });
  });
});

describe("memberships API", () => {
  it("creates an option from money text, computing GST and total, and lists it publicly on every list path", async () => {
    const created = await create();
    expect(created).toMatchObject({ membershipFee: 100000, gst: 18000, total: 118000, nationality: "Indian" });
    for (const path of ["/api/memberships/get", "/api/memberships"]) {
      const items = await list<Membership>(path);
      expect(items.find((item) => item._id === created._id)).toEqual(created);
    }
    expect((await call("GET", `/api/memberships/${created._id}`)).json).toEqual(created);
  });

  it("stores GST and total as given, also on POST /api/memberships", async () => {
    const response = await call("POST", "/api/memberships", {
      token,
      body: option({ membershipFee: "1,00,000", gst: "₹ 17,999.50", total: "₹1,18,000.00", nationality: "SAARC" }),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ membershipFee: 100000, gst: 17999.5, total: 118000, nationality: "SAARC" });
  });

  it("refuses each invalid field with 400, naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ membershipInfo: " " }, "membershipInfo"],
      [{ nationality: "Martian" }, "nationality"],
      [{ nationality: undefined }, "nationality"],
      [{ membershipType: "" }, "membershipType"],
      [{ membershipFee: undefined }, "membershipFee"],
      [{ membershipFee: "free" }, "membershipFee"],
      [{ membershipFee: -10 }, "membershipFee"],
      [{ gst: "n/a" }, "gst"],
      [{ total: -1 }, "total"],
      [{ term: "Forever" }, "term"],
      [{ term: "life" }, "term"],
      [{ term: 1 }, "term"],
    ];
    const attempted: unknown[] = [];
    for (const [overrides, field] of cases) {
      const body = option(overrides);
      attempted.push(body.membershipType);
      const response = await call("POST", "/api/memberships/create", { token, body });
      expect(response.status, field).toBe(400);
      expect(response.json.issues, field).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    // Other test files write memberships at the same time: look for these attempts only.
    const stored = await list<Membership>("/api/memberships/get");
    expect(stored.filter((item) => attempted.includes(item.membershipType))).toEqual([]);
  });

  it("keeps each membership type unique within a nationality (ignoring case and spacing)", async () => {
    const first = await create();
    const again = await call("POST", "/api/memberships/create", {
      token,
      body: option({ membershipType: `  ${first.membershipType.toUpperCase()} ` }),
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "This membership type already exists for this nationality." });
    // The same type for another nationality is a different option.
    const foreign = await create({ membershipType: first.membershipType, nationality: "Foreign" });
    const clash = await call("PUT", `/api/memberships/${foreign._id}`, {
      token,
      body: option({ membershipType: first.membershipType, nationality: "Indian" }),
    });
    expect(clash.status).toBe(409);
    expect((await call("GET", `/api/memberships/${foreign._id}`)).json).toEqual(foreign);
  });

  it("keeps an optional term, Annual or Life; without one the option's term follows its type's name", async () => {
    const life = await create({ term: "Life" });
    expect(life.term).toBe("Life");
    expect((await call("GET", `/api/memberships/${life._id}`)).json).toMatchObject({ term: "Life" });
    for (const blank of [undefined, "", "  ", null]) expect(await create({ term: blank })).not.toHaveProperty("term");
    const refused = await call("POST", "/api/memberships/create", { token, body: option({ term: "Monthly" }) });
    expect(refused.json).toEqual({ message: TERM_MESSAGE, issues: [{ field: "term", message: TERM_MESSAGE }] });

    // An update sets or clears it.
    const annual = await call("PUT", `/api/memberships/${life._id}`, {
      token,
      body: option({ membershipType: life.membershipType, term: "Annual" }),
    });
    expect(annual.json).toMatchObject({ term: "Annual" });
    const cleared = await call("PUT", `/api/memberships/${life._id}`, {
      token,
      body: option({ membershipType: life.membershipType, term: "" }),
    });
    expect(cleared.json).not.toHaveProperty("term");

    // What an option without a term stands for (docs/rules/members-and-money.md §2).
    expect(termOf({ membershipType: "Life Member" })).toBe("Life");
    expect(termOf({ membershipType: "Institutional" })).toBe("Annual");
    expect(termOf({ membershipType: "Institutional", term: "Life" })).toBe("Life");
    expect(termOf({ membershipType: "Life", term: "Annual" })).toBe("Annual");
  });

  it("recomputes GST and total on an update", async () => {
    const created = await create();
    const body = option({ membershipType: created.membershipType, membershipFee: 500 });
    const updated = await call("PUT", `/api/memberships/${created._id}`, { token, body });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ _id: created._id, membershipFee: 500, gst: 90, total: 590 });
  });

  it("refuses a create on POST /api/memberships without a valid admin token, storing nothing", async () => {
    const refused = option();
    for (const bad of await badTokens()) {
      const response = await call("POST", "/api/memberships", { ...(bad ? { token: bad } : {}), body: refused });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Authentication required. Please log in." });
    }
    const stored = await list<Membership>("/api/memberships");
    expect(stored.some((item) => item.membershipType === refused.membershipType)).toBe(false);
  });

  it("reads 'get' and 'create' as the paths they name even if matched as an id", async () => {
    const asList = await membershipsHandler(new Request("http://localhost/api/memberships/get"), {
      params: { id: "get" },
    });
    expect(asList.status).toBe(200);
    expect(Array.isArray(await asList.json())).toBe(true);

    const asCreate = await membershipsHandler(
      new Request("http://localhost/api/memberships/create", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(option()),
      }),
      { params: { id: "create" } },
    );
    expect(asCreate.status).toBe(201);

    // Each is a path of its own, with only its own method, whichever pattern matched it.
    const put = await membershipsHandler(
      new Request("http://localhost/api/memberships/get", {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(option()),
      }),
      { params: { id: "get" } },
    );
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET");
  });
});

describe("a warning for an option whose GST is not a rate in force", () => {
  // The settings are this worker's shared ones: set the rates for these tests, put them back after.
  let before: Record<string, unknown> = {};
  const setRates = async (gstRates: number[]) => {
    const saved = await call("PUT", "/api/settings", { token, body: { ...before, gstRates } });
    expect(saved.status).toBe(200);
    expect(saved.json.gstRates).toEqual(gstRates);
  };
  beforeAll(async () => {
    // The settings as a template: without their version, each save here is not checked against it.
    before = { ...(await call("GET", "/api/settings", { token })).json, updatedAt: undefined };
    await setRates([5, 18]);
  });
  afterAll(async () => {
    expect((await call("PUT", "/api/settings", { token, body: before })).status).toBe(200);
  });

  const save = async (path: string, overrides: Record<string, unknown>) => {
    const response = await call("POST", path, { token, body: option(overrides) });
    expect(response.status).toBe(201);
    return response.json as unknown as Membership;
  };

  it("names the rate the GST works out to, and saves the option all the same", async () => {
    for (const path of ["/api/memberships/create", "/api/memberships"]) {
      const saved = await save(path, { membershipFee: 1000, gst: 100 });
      expect(saved.warning).toContain("10 %");
      expect(saved.warning).toBe(
        "This GST works out to 10 % of the fee, which is not one of the GST rates in force (5 %, 18 %). Check the fee and the GST.",
      );
      expect(saved).toMatchObject({ membershipFee: 1000, gst: 100, total: 1100 });
      // The warning is the answer's, never stored.
      const stored = (await call("GET", `/api/memberships/${saved._id}`)).json;
      expect(stored).not.toHaveProperty("warning");
      const record: Partial<Membership> = { ...saved };
      delete record.warning;
      expect(stored).toEqual(record);
    }
  });

  it("has none for a GST at a rate in force, 18 % or 5 %", async () => {
    for (const overrides of [
      { membershipFee: 1000, gst: 180 },
      { membershipFee: 1000, gst: 50 },
      { membershipFee: 1000 },
    ]) {
      const saved = await save("/api/memberships/create", overrides);
      expect(saved, JSON.stringify(overrides)).not.toHaveProperty("warning");
    }
  });

  it("warns on an update too, and stops once the GST is put right", async () => {
    const created = await save("/api/memberships/create", { membershipFee: 1000, gst: 180 });
    const body = (gst: number) => option({ membershipType: created.membershipType, membershipFee: 1000, gst });
    const wrong = await call("PUT", `/api/memberships/${created._id}`, { token, body: body(100) });
    expect(wrong.status).toBe(200);
    expect(wrong.json.warning).toBe(TAX_SETTINGS_MESSAGES.unusualRate(10, [5, 18]));
    const right = await call("PUT", `/api/memberships/${created._id}`, { token, body: body(50) });
    expect(right.status).toBe(200);
    expect(right.json).not.toHaveProperty("warning");
    expect(right.json).toMatchObject({ gst: 50, total: 1050 });
  });

  it("follows the rates the owner sets", async () => {
    await setRates([12]);
    try {
      expect(await save("/api/memberships/create", { membershipFee: 1000, gst: 120 })).not.toHaveProperty("warning");
      const eighteen = await save("/api/memberships/create", { membershipFee: 1000, gst: 180 });
      expect(eighteen.warning).toContain("18 %");
      expect(eighteen.warning).toBe(
        "This GST works out to 18 % of the fee, which is not one of the GST rates in force (12 %). Check the fee and the GST.",
      );
      // GST left out is still worked out at 18 %, and warned about under these rates.
      const computed = await save("/api/memberships/create", { membershipFee: 1000 });
      expect(computed).toMatchObject({ gst: 180, warning: TAX_SETTINGS_MESSAGES.unusualRate(18, [12]) });
    } finally {
      await setRates([5, 18]);
    }
  });
});
