import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { termOf } from "../../src/domain/member-standing";
import { membershipAmounts, TERM_MESSAGE } from "../../src/domain/memberships";
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

    // What an option without a term stands for (MEMBERS.md 2).
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
