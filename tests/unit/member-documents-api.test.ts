import { beforeAll, describe, expect, it, vi } from "vitest";
import { issueAdminToken } from "../../src/server/auth";
import { outboxEntries } from "../../src/server/mail";
import { call } from "../support/api";
import { asMember, signIn, storeMember } from "../support/member";
import { readPdf } from "../support/pdf-text";
import { recordSentMail } from "../support/recorders";

/**
 * The member's documents as PDFs (docs/rules/members-and-money.md §4): a receipt for the office and the member it was
 * issued to (404 for anyone else), the membership certificate for accepted members, and both
 * attached to the e-mails that announce them.
 */

const sentMail = recordSentMail();

let token = "";
beforeAll(async () => {
  token = await issueAdminToken();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

let references = 0;
const utr = () => String(700_000_000_000 + references++);

/** An office-recorded payment on the record; answers its receipt number. */
async function recordPayment(id: string, amount = 1180): Promise<string> {
  const answer = await call("POST", `/api/membership-registrations/${id}/payments`, {
    token,
    body: { method: "UPI", reference: utr(), amount, paidOn: "2026-11-20", purpose: "application" },
  });
  expect(answer.status).toBe(201);
  const { receiptNumber } = answer.json as { receiptNumber: string };
  return receiptNumber;
}

const slug = (receiptNumber: string) => receiptNumber.replace("/", "-");
const mailTo = (email: string, kind: string) =>
  sentMail.messages.filter((mail) => mail.to === email && mail.kind === kind).at(-1);

describe("GET /api/receipts/{number}", () => {
  it("gives the office and the member the receipt PDF, named by its number", async () => {
    const member = await storeMember({ name: "Receipt Reader" });
    const number = await recordPayment(member._id);
    expect(number).toMatch(/^\d{4}-\d{2}\/\d{4}$/);

    const forOffice = await call("GET", `/api/receipts/${slug(number)}`, { token });
    expect(forOffice.status).toBe(200);
    expect(forOffice.headers.get("content-type")).toBe("application/pdf");
    expect(forOffice.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${slug(number)}.pdf"`);
    expect(forOffice.headers.get("cache-control")).toBe("private, no-store");
    const pdf = await readPdf(new Uint8Array(forOffice.bytes));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.flat).toContain(number);
    expect(pdf.flat).toContain("Receipt Reader");
    expect(pdf.flat).toContain("₹1,180.00");

    const forMember = await asMember(await signIn(member.email), "GET", `/api/receipts/${slug(number)}`);
    expect(forMember.status).toBe(200);
    expect(Buffer.compare(forMember.bytes, forOffice.bytes)).toBe(0);
  });

  it("is 404 for another member, a visitor, a bad token and a number never issued", async () => {
    const owner = await storeMember();
    const number = await recordPayment(owner._id);
    const other = await storeMember();
    const notFound = { message: "Receipt not found." };
    for (const answer of [
      await asMember(await signIn(other.email), "GET", `/api/receipts/${slug(number)}`),
      await call("GET", `/api/receipts/${slug(number)}`),
      await call("GET", `/api/receipts/${slug(number)}`, { token: `${token}x` }),
      await call("GET", `/api/receipts/2001-02-9999`, { token }),
      await call("GET", `/api/receipts/not-a-number`, { token }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(notFound);
    }
  });

  it("is attached to the payment-received e-mail", async () => {
    const member = await storeMember();
    const number = await recordPayment(member._id);
    const mail = mailTo(member.email, "payment-received");
    expect(mail?.attachments?.map((file) => file.filename)).toEqual([`receipt-${slug(number)}.pdf`]);
    const attached = await readPdf(mail?.attachments?.[0]?.content ?? new Uint8Array());
    expect(attached.flat).toContain(number);
    const kept = (await outboxEntries()).find(
      (entry) => entry.to === member.email && entry.kind === "payment-received",
    );
    expect(kept?.attachments).toEqual([
      {
        filename: `receipt-${slug(number)}.pdf`,
        contentType: "application/pdf",
        size: mail?.attachments?.[0]?.content.byteLength,
      },
    ]);
  });
});

describe("the membership certificate", () => {
  it("is given on acceptance: attached to the welcome, and downloaded by the member and the office", async () => {
    const member = await storeMember({ name: "Certified Member" });
    expect((await call("PUT", `/api/membership-registrations/accept/${member._id}`, { token })).status).toBe(200);
    const welcome = mailTo(member.email, "welcome");
    const [attachment] = welcome?.attachments ?? [];
    expect(attachment?.filename).toMatch(/^membership-certificate-[A-Z]{2,10}-\d{5}\.pdf$/);
    const attached = await readPdf(attachment?.content ?? new Uint8Array());
    const memberNumber = /[A-Z]{2,10}-\d{5}/.exec(attachment?.filename ?? "")?.[0] ?? "";
    expect(attached.flat).toContain("Certified Member");
    expect(attached.flat).toContain(memberNumber);

    const own = await asMember(await signIn(member.email), "GET", "/api/member/certificate");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect((await readPdf(new Uint8Array(own.bytes))).flat).toContain(memberNumber);
    const office = await call("GET", `/api/membership-registrations/${member._id}/certificate`, { token });
    expect(office.status).toBe(200);
    expect(Buffer.compare(office.bytes, own.bytes)).toBe(0);
  });

  it("is 404 before acceptance, and the office's call needs the token", async () => {
    const applicant = await storeMember();
    const notFound = { message: "Membership certificate not found." };
    const own = await asMember(await signIn(applicant.email), "GET", "/api/member/certificate");
    expect([own.status, own.json]).toEqual([404, notFound]);
    const office = await call("GET", `/api/membership-registrations/${applicant._id}/certificate`, { token });
    expect([office.status, office.json]).toEqual([404, notFound]);
    expect((await call("GET", `/api/membership-registrations/${applicant._id}/certificate`)).status).toBe(401);
    expect((await call("GET", "/api/member/certificate")).status).toBe(401);
  });
});
