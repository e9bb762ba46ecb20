import { describe, expect, it } from "vitest";
import { STARTING_SITE_DETAILS as site } from "../../src/domain/site-details";
import type { ReceiptSnapshot } from "../../src/domain/receipts";
import { rejectionMessage, welcomeMessage } from "../../src/server/mail/messages/membership-decision";
import { paymentReceivedMessage } from "../../src/server/mail/messages/payment-received";

/**
 * What the membership office's e-mails say (their sending: membership-payments-api.test.ts and
 * member-numbers-api.test.ts): payment received, welcome, rejection.
 */

const SITE = "https://society.example.org";
const pdf = { filename: "x.pdf", contentType: "application/pdf", content: new Uint8Array([0x25, 0x50, 0x44, 0x46]) };

const receipt: ReceiptSnapshot = {
  number: "2026-27/0042",
  date: "2026-11-27",
  registrationId: "0123456789abcdef01234567",
  paymentId: "p1",
  society: { legalName: "Society", address: "Lucknow", state: "Uttar Pradesh", gstin: "", sac: "" },
  member: {
    name: "Asha <b>Verma</b>",
    address: "Lucknow",
    memberNumber: "SAEETD-00042",
    membershipType: "Annual Member",
    nationality: "Indian",
  },
  dues: { fee: 1000, gst: 180, total: 1180 },
  payment: { method: "UPI", reference: "123456789012", paidOn: "2026-11-20", amount: 1180, purpose: "renewal" },
};

describe("payment received", () => {
  it("names the receipt number, the amount, the payment and the new validity", () => {
    const mail = paymentReceivedMessage(receipt, SITE, { validUntil: "2027-11-26" });
    expect(mail.subject).toBe(`Payment received: receipt 2026-27/0042 - ${site.shortName}`);
    expect(mail.text).toContain("Dear Asha <b>Verma</b>,");
    expect(mail.text).toContain(
      "Thank you. We have received your payment of ₹1,180.00 towards the renewal of your membership.",
    );
    expect(mail.text).toContain("Receipt number: 2026-27/0042");
    expect(mail.text).toContain("Receipt date: 27 November 2026");
    expect(mail.text).toContain("Paid by: UPI, reference 123456789012, on 20 November 2026");
    expect(mail.text).toContain("Membership number: SAEETD-00042");
    expect(mail.text).toContain("Your membership is now valid until 26 November 2027.");
    expect(mail.text).toContain(`${SITE}/login`);
    expect(mail.attachments).toEqual([]);
    expect(mail.html).toContain("Asha &#60;b&#62;Verma&#60;/b&#62;");
    expect(mail.html).not.toContain("<b>");
  });

  it("says the receipt is attached when it is (the PDF's seam)", () => {
    const mail = paymentReceivedMessage(receipt, SITE, { attachments: [pdf] });
    expect(mail.attachments).toEqual([pdf]);
    expect(mail.text).toContain("The receipt is attached to this e-mail.");
    expect(mail.text).not.toContain("valid until");
  });
});

describe("welcome", () => {
  const member = {
    name: "Asha Verma",
    membershipType: "Annual Member",
    nationality: "Indian" as const,
    memberNumber: "SAEETD-00042",
    acceptedAt: "2026-11-27",
    validUntil: "2027-11-26",
  };

  it("gives the membership number, type, the dates and where to sign in", () => {
    const mail = welcomeMessage(member, SITE);
    expect(mail.subject).toBe(`Welcome: your membership number is SAEETD-00042 - ${site.shortName}`);
    expect(mail.text).toContain(`Welcome to the ${site.name}.`);
    expect(mail.text).toContain("Membership number: SAEETD-00042");
    expect(mail.text).toContain("Membership type: Annual Member (Indian)");
    expect(mail.text).toContain("Member since: 27 November 2026");
    expect(mail.text).toContain("Valid until: 26 November 2027");
    expect(mail.text).toContain("We will remind you by e-mail before your membership ends");
    expect(mail.text).toContain(`${SITE}/login`);
    expect(mail.text).not.toContain("certificate");
  });

  it("says a life membership is for life, and that the certificate is attached when it is", () => {
    const mail = welcomeMessage({ ...member, membershipType: "Life Member", validUntil: undefined }, SITE, [pdf]);
    expect(mail.text).toContain("Valid: for life");
    expect(mail.text).not.toContain("remind you");
    expect(mail.text).toContain("Your membership certificate is attached to this e-mail.");
    expect(mail.attachments).toEqual([pdf]);
  });
});

describe("rejection", () => {
  it("is short and polite, names the application, and says how to ask", () => {
    const mail = rejectionMessage({ name: "Asha Verma", reference: "APP-2345-WXYZ" });
    expect(mail.subject).toBe(`Your membership application - ${site.shortName}`);
    expect(mail.text).toContain("Dear Asha Verma,");
    expect(mail.text).toContain("for your application (APP-2345-WXYZ).");
    expect(mail.text).toContain("we are not able to accept your application for membership at this time");
    expect(mail.text).toContain("please reply to this e-mail");
    expect(mail.text.split("\n\n").length).toBeLessThanOrEqual(5);
  });
});
