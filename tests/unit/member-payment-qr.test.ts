import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { paymentDetailsCollection } from "../../src/server/content/collections";
import { asMember, signIn, storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/** GET /api/member/payment-qr: the member's UPI QR code, drawn by the site (docs/rules/members-and-money.md §7). */

// Its own store: the payment details' first record decides the UPI ID, and other files add some.
useOwnSandbox("payment-qr");

const UPI_ID = "society.lko@sbi";

async function storeUpiAccount(upiId?: string) {
  return paymentDetailsCollection.insert({
    accountHolderName: "Example Society",
    bankAndBranch: "State Bank of India, Hazratganj",
    accountNumber: "123456789012",
    ifscCode: "SBIN0001234",
    micrCode: "",
    ...(upiId ? { upiId } : {}),
  });
}

describe("GET /api/member/payment-qr", () => {
  it("draws the link of the amount asked for now, with the member's reference", async () => {
    await storeUpiAccount(UPI_ID);
    const member = await storeMember({ amountDue: 11800, feeDue: 10000, gstDue: 1800, membershipFee: 11800 });
    const answer = await asMember(await signIn(member.email), "GET", "/api/member/payment-qr");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    // The link as docs/rules/members-and-money.md §3 writes it, spelt out here rather than built by the code under test.
    const reference = member.reference ?? "";
    const link =
      `upi://pay?pa=${UPI_ID}&pn=Example%20Society&am=11800.00&cu=INR` +
      `&tr=${reference}&tn=Membership%20${reference}`;
    expect(answer.bytes.toString("utf8")).toBe(
      await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 4 }),
    );
  });

  it("asks for the balance once part is received", async () => {
    const member = await storeMember({
      payments: [
        {
          _id: "a".repeat(24),
          method: "Cash",
          reference: "CASH-0001",
          amount: 1000,
          paidOn: "2026-01-02",
          purpose: "application",
          status: "received",
          source: "office",
          createdAt: "2026-01-02T10:00:00.000Z",
          updatedAt: "2026-01-02T10:00:00.000Z",
        },
      ],
    });
    const answer = await asMember(await signIn(member.email), "GET", "/api/member/payment-qr");
    expect(answer.status).toBe(200);
    const reference = member.reference ?? "";
    const link =
      `upi://pay?pa=${UPI_ID}&pn=Example%20Society&am=180.00&cu=INR` + `&tr=${reference}&tn=Membership%20${reference}`;
    expect(answer.bytes.toString("utf8")).toBe(
      await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 4 }),
    );
  });

  it("is 404 when nothing is due: a life member who has paid", async () => {
    const member = await storeMember({
      status: "accepted",
      membershipType: "Life Member",
      amountDue: 0,
      membershipFee: 0,
      feeDue: 0,
      gstDue: 0,
    });
    const answer = await asMember(await signIn(member.email), "GET", "/api/member/payment-qr");
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ message: "Nothing to pay by UPI not found." });
  });

  it("is 401 without a session", async () => {
    expect((await asMember(undefined, "GET", "/api/member/payment-qr")).status).toBe(401);
  });
});
