import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_ROLES,
  AREA_ROLES,
  ROLE_NOT_ALLOWED,
  roleMayUse,
  type Area,
  type Role,
} from "../../src/domain/admin-roles";
import { apiOperations } from "../../src/server/api-docs/api-reference";
import { adminToken, call, storeAdministrator } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * docs/rules/members-and-money.md §8 on the server: every admin route of the API reference, called with a token of each
 * role, answers 403 "Your role does not allow this." where the role map (src/domain/admin-roles.ts)
 * does not allow it, and neither 401 nor 403 where it does. The expected table comes from the map;
 * the calls carry no body and name no stored record, so a refused role is refused before anything
 * is read, and an allowed one meets the route's own answer (a 400, 404 or 415, or the list). Its
 * own store: allowed calls run (the reminders job among them).
 */

useOwnSandbox("admin-roles");

/** Who calls: the site owner (ADMIN_EMAIL), an owner added by invitation, an editor, the membership office. */
const CALLERS = [
  { label: "site owner", role: "owner" },
  { label: "owner", role: "owner" },
  { label: "editor", role: "editor" },
  { label: "membership", role: "membership" },
] as const satisfies readonly { label: string; role: Role }[];

const ANY_ID = "0123456789abcdef01234567";
const concrete = (path: string) => path.replace(/\{\w+\}/g, ANY_ID);

const adminRoutes = apiOperations.flatMap((operation) =>
  operation.admin === undefined || operation.admin === "optional"
    ? []
    : [{ method: operation.method.toUpperCase(), path: operation.path, area: operation.admin }],
);

const tokens = new Map<string, string>();
const rows: string[][] = [];

beforeAll(async () => {
  tokens.set("site owner", await adminToken());
  for (const caller of CALLERS.slice(1)) tokens.set(caller.label, (await storeAdministrator(caller.role)).token);
});

afterAll(() => {
  const header = ["route", "area", ...CALLERS.map((caller) => caller.label)];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  console.log(
    [
      `Roles by admin route (${rows.length} routes; "403" refused with "${ROLE_NOT_ALLOWED}", otherwise the status the allowed call got):`,
      line(header),
      ...rows.map(line),
    ].join("\n"),
  );
});

const tokenOf = (label: string) => {
  const token = tokens.get(label);
  if (!token) throw new Error(`no token for ${label}`);
  return token;
};

describe("the role map", () => {
  it("gives each area its roles, and every role some area", () => {
    expect(AREA_ROLES).toEqual({
      content: ["owner", "editor"],
      membership: ["owner", "membership"],
      owner: ["owner"],
      any: ["owner", "editor", "membership"],
    });
    for (const role of ADMIN_ROLES) expect(roleMayUse(role, "any")).toBe(true);
  });

  it("covers the admin routes of every kind", () => {
    const areas = new Set<Area>(adminRoutes.map((route) => route.area));
    expect([...areas].sort()).toEqual(["any", "content", "membership", "owner"]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(50);
  });
});

describe.each(adminRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  "%s",
  (label, { method, path, area }) => {
    it(`allows exactly ${AREA_ROLES[area].join(", ")} (area ${area})`, async () => {
      const row: string[] = [label, area];
      for (const caller of CALLERS) {
        const response = await call(method, concrete(path), { token: tokenOf(caller.label) });
        const what = `${label} as ${caller.label}`;
        if (roleMayUse(caller.role, area)) {
          expect([401, 403], `${what}: ${JSON.stringify(response.json)}`).not.toContain(response.status);
        } else {
          expect({ status: response.status, body: response.json }, what).toEqual({
            status: 403,
            body: { message: ROLE_NOT_ALLOWED },
          });
        }
        row.push(String(response.status));
      }
      rows.push(row);
    });
  },
);

describe("reads that answer more to some roles", () => {
  it("the registrations list gives pending applications to the membership office and owners only", async () => {
    const pending = await storeMember();
    const visitor = await call("GET", "/api/membership-registrations");
    for (const caller of CALLERS) {
      const response = await call("GET", "/api/membership-registrations/", { token: tokenOf(caller.label) });
      expect(response.status, caller.label).toBe(200);
      const list = JSON.parse(response.bytes.toString("utf8")) as { _id: string }[];
      const seesPending = list.some((record) => record._id === pending._id);
      expect(seesPending, caller.label).toBe(roleMayUse(caller.role, "membership"));
      if (!seesPending) expect(response.bytes.equals(visitor.bytes), caller.label).toBe(true);
    }
  });

  it("a receipt is the office's: an editor is told there is no such receipt", async () => {
    const member = await storeMember();
    const recorded = await call("POST", `/api/membership-registrations/${member._id}/payments`, {
      token: tokenOf("site owner"),
      body: { method: "Cash", reference: "CASH-ROLES-1", amount: 100, paidOn: "2026-01-15", purpose: "application" },
    });
    expect(recorded.status).toBe(201);
    const payments = (recorded.json.payments ?? [recorded.json]) as { receiptNumber?: string }[];
    const receiptNumber = payments.find((payment) => payment.receiptNumber)?.receiptNumber ?? "";
    expect(receiptNumber).toMatch(/^\d{4}-\d{2}\/\d{4}$/);
    const path = `/api/receipts/${receiptNumber.replace("/", "-")}`;
    for (const caller of CALLERS) {
      const response = await call("GET", path, { token: tokenOf(caller.label) });
      expect(response.status, caller.label).toBe(roleMayUse(caller.role, "membership") ? 200 : 404);
    }
  });
});
