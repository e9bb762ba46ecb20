import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, badTokens, call, list } from "../support/api";

interface PaymentDetails {
  _id: string;
  accountHolderName: string;
  bankAndBranch: string;
  accountNumber: string;
  ifscCode: string;
  micrCode: string;
  upiId?: string;
  updatedAt: string;
}

let token = "";
const details = (overrides: Record<string, unknown> = {}) => ({
  accountHolderName: `Society ${randomUUID().slice(0, 8)}`,
  bankAndBranch: "State Bank of India, Main Branch, Lucknow",
  accountNumber: "1234 5678 9012",
  ifscCode: "sbin0001234",
  micrCode: "226-002-001",
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<PaymentDetails> {
  const response = await call("POST", "/api/payment-details/create", { token, body: details(overrides) });
  expect(response.status).toBe(201);
  return response.json as unknown as PaymentDetails;
}

beforeAll(async () => {
  token = await adminToken();
});

describe("payment details API", () => {
  it("creates details, normalising the codes, and serves them publicly on every list path", async () => {
    const created = await create();
    expect(created).toMatchObject({ accountNumber: "123456789012", ifscCode: "SBIN0001234", micrCode: "226002001" });
    for (const path of ["/api/payment-details/get", "/api/payment-details"]) {
      expect((await list<PaymentDetails>(path)).find((item) => item._id === created._id)).toEqual(created);
    }
    expect((await call("GET", `/api/payment-details/${created._id}`)).json).toEqual(created);
  });

  it("accepts the admin's token on reads but does not need it, and a bad one does not block a read", async () => {
    const created = await create();
    for (const bad of [token, ...(await badTokens())]) {
      const response = await call("GET", "/api/payment-details/get", bad ? { token: bad } : {});
      expect(response.status).toBe(200);
      expect((response.json as unknown as PaymentDetails[]).some((item) => item._id === created._id)).toBe(true);
    }
  });

  it("also creates on POST /api/payment-details and allows leaving the MICR code out", async () => {
    const response = await call("POST", "/api/payment-details", { token, body: details({ micrCode: "" }) });
    expect(response.status).toBe(201);
    expect(response.json.micrCode).toBe("");
    const without = await call("POST", "/api/payment-details", { token, body: details({ micrCode: undefined }) });
    expect(without.status).toBe(201);
    expect(without.json.micrCode).toBe("");
  });

  it("refuses each invalid field with 400, naming it, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ accountHolderName: "" }, "accountHolderName"],
      [{ bankAndBranch: undefined }, "bankAndBranch"],
      [{ accountNumber: "" }, "accountNumber"],
      [{ accountNumber: "12AB34567" }, "accountNumber"],
      [{ accountNumber: "12345" }, "accountNumber"],
      [{ ifscCode: "" }, "ifscCode"],
      [{ ifscCode: "SBIN1001234" }, "ifscCode"],
      [{ ifscCode: "SBI00001234" }, "ifscCode"],
      [{ ifscCode: "SBIN000123" }, "ifscCode"],
      [{ ifscCode: "SBIN0001234X" }, "ifscCode"],
      [{ ifscCode: "SBIN000123$" }, "ifscCode"],
      [{ micrCode: "22600200" }, "micrCode"],
      [{ micrCode: "22600200A" }, "micrCode"],
      [{ micrCode: 226002001 }, "micrCode"],
      [{ upiId: "society" }, "upiId"],
      [{ upiId: "society@" }, "upiId"],
      [{ upiId: "@sbi" }, "upiId"],
      [{ upiId: "society@@sbi" }, "upiId"],
      [{ upiId: "society@9bank" }, "upiId"],
      [{ upiId: "soc!ety@sbi" }, "upiId"],
      [{ upiId: "https://pay.example/society" }, "upiId"],
      [{ upiId: 42 }, "upiId"],
    ];
    const attempted: unknown[] = [];
    for (const [overrides, field] of cases) {
      const body = details(overrides);
      attempted.push(body.accountHolderName);
      const response = await call("POST", "/api/payment-details/create", { token, body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json.issues, field).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const ifsc = await call("POST", "/api/payment-details/create", {
      token,
      body: details({ ifscCode: "SBIN1001234" }),
    });
    expect(ifsc.json.message).toContain("IFSC code must be 11 characters");
    const stored = await list<PaymentDetails>("/api/payment-details/get");
    expect(stored.filter((item) => attempted.includes(item.accountHolderName))).toEqual([]);
  });

  it("keeps an optional UPI ID, written as typed without spaces and in lower case", async () => {
    const withUpi = await create({ upiId: " Society.LKO@SBI " });
    expect(withUpi.upiId).toBe("society.lko@sbi");
    for (const upiId of ["9876543210@ybl", "society_lko-2@okaxis", "a@upi"]) {
      expect((await create({ upiId })).upiId).toBe(upiId);
    }
    for (const blank of ["", "   ", undefined]) expect(await create({ upiId: blank })).not.toHaveProperty("upiId");
    const refused = await call("POST", "/api/payment-details/create", { token, body: details({ upiId: "society" }) });
    expect(refused.json).toEqual({
      message:
        "UPI ID must be a UPI address like society@sbi: letters, digits, dots, hyphens or underscores, then @ and the bank's handle.",
      issues: [
        {
          field: "upiId",
          message:
            "UPI ID must be a UPI address like society@sbi: letters, digits, dots, hyphens or underscores, then @ and the bank's handle.",
        },
      ],
    });
    // An update without it removes it.
    const cleared = await call("PUT", `/api/payment-details/${withUpi._id}`, { token, body: details({ upiId: "" }) });
    expect(cleared.status).toBe(200);
    expect(cleared.json).not.toHaveProperty("upiId");
    expect((await call("GET", `/api/payment-details/${withUpi._id}`)).json).not.toHaveProperty("upiId");
  });

  it("normalises the codes on an update too", async () => {
    const created = await create();
    const body = details({ bankAndBranch: "Punjab National Bank, Hazratganj", ifscCode: "punb 0123400" });
    const updated = await call("PUT", `/api/payment-details/${created._id}`, { token, body });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({
      _id: created._id,
      bankAndBranch: "Punjab National Bank, Hazratganj",
      ifscCode: "PUNB0123400",
    });
  });

  it("refuses a create on POST /api/payment-details without a valid admin token, storing nothing", async () => {
    const refused = details();
    for (const bad of await badTokens()) {
      const response = await call("POST", "/api/payment-details", { ...(bad ? { token: bad } : {}), body: refused });
      expect(response.status).toBe(401);
      expect(response.json).toEqual({ message: "Authentication required. Please log in." });
    }
    const stored = await list<PaymentDetails>("/api/payment-details");
    expect(stored.some((item) => item.accountHolderName === refused.accountHolderName)).toBe(false);
  });
});
