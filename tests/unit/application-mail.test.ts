import { describe, expect, it } from "vitest";
import { STARTING_SITE_DETAILS as site } from "../../src/domain/site-details";
import type { ApplicationPayment } from "../../src/domain/application-payment";
import {
  applicationNoticeMessage,
  applicationReceivedMessage,
  type ApplicationForMail,
} from "../../src/server/mail/messages/application";

/** What the two e-mails of a new application say (their sending: membership-application-api.test.ts). */

const SITE = "https://society.example.org";

const application: ApplicationForMail = {
  name: "Asha <b>Verma</b>",
  email: "asha@example.org",
  contact: "+91 90000 00001",
  nationality: "Indian",
  state: "Uttar Pradesh",
  membershipType: "Life",
  designation: "Professor",
  address: "1 Example Marg, Lucknow",
  areaOfSpecialization: "Agronomy",
  reference: "APP-2345-WXYZ",
  amountDue: 118_000,
  feeDue: 100_000,
  gstDue: 18_000,
};

const bank = {
  accountHolderName: "Society & Co",
  bankAndBranch: "SBI, Main Branch, Lucknow",
  accountNumber: "123456789012",
  ifscCode: "SBIN0001234",
  micrCode: "226002001",
};
const upiUri = "upi://pay?pa=society@sbi&pn=Society%20%26%20Co&am=118000.00&cu=INR&tr=APP-2345-WXYZ";
const withUpi: ApplicationPayment = { upiUri, bank: { ...bank, upiId: "society@sbi" } };

describe("application received", () => {
  it("gives the reference, the exact amount in rupees, UPI and bank details, and where to sign in", () => {
    const mail = applicationReceivedMessage(application, withUpi, SITE);
    expect(mail.subject).toBe(`Application received (APP-2345-WXYZ) - ${site.shortName}`);
    expect(mail.text).toContain("Dear Asha <b>Verma</b>,");
    expect(mail.text).toContain("Your application reference is APP-2345-WXYZ.");
    expect(mail.text).toContain("Amount to pay: ₹1,18,000.00 (membership fee ₹1,00,000.00 + GST ₹18,000.00).");
    expect(mail.text).toContain("Pay by UPI to society@sbi (Society & Co) and write APP-2345-WXYZ in the note.");
    expect(mail.text).toContain(upiUri);
    expect(mail.text).toContain("Or pay by bank transfer to this account, with APP-2345-WXYZ in the remarks:");
    for (const line of [
      "Account holder: Society & Co",
      "Bank and branch: SBI, Main Branch, Lucknow",
      "Account number: 123456789012",
      "IFSC code: SBIN0001234",
      "MICR code: 226002001",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`You can sign in at ${SITE}/login with this e-mail address`);
    expect(mail.text).toContain(site.name);
    // The HTML part says the same, escaped.
    expect(mail.html).toContain("Dear Asha &#60;b&#62;Verma&#60;/b&#62;,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("Society &#38; Co");
    expect(mail.html).toContain("₹1,18,000.00");
  });

  it("says bank transfer alone without a UPI ID, leaves out a missing MICR code, and never promises what is not there", () => {
    const bankOnly = applicationReceivedMessage(application, { bank: { ...bank, micrCode: "" } }, SITE);
    expect(bankOnly.text).toContain("Pay by bank transfer to this account, with APP-2345-WXYZ in the remarks:");
    expect(bankOnly.text).not.toContain("UPI");
    expect(bankOnly.text).not.toContain("MICR");
    const none = applicationReceivedMessage(application, {}, SITE);
    expect(none.text).toContain("The office will write to you about how to pay.");
    expect(none.text).not.toContain("Account number");
    const free = applicationReceivedMessage({ ...application, amountDue: 0, feeDue: 0, gstDue: 0 }, withUpi, SITE);
    expect(free.text).toContain("Nothing is due for this membership type.");
    expect(free.text).not.toContain("upi://");
  });
});

describe("application notice", () => {
  it("tells the office who applied, for what and how much, and where to review it", () => {
    const mail = applicationNoticeMessage(application, SITE);
    expect(mail.subject).toBe(`New membership application APP-2345-WXYZ - ${site.shortName}`);
    for (const line of [
      "Reference: APP-2345-WXYZ",
      "Name: Asha <b>Verma</b>",
      "E-mail: asha@example.org",
      "Contact: +91 90000 00001",
      "Nationality: Indian",
      "State: Uttar Pradesh",
      "Membership type: Life",
      "Amount due: ₹1,18,000.00 (membership fee ₹1,00,000.00 + GST ₹18,000.00)",
      `Review it in the admin panel: ${SITE}/admin/membership`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(applicationNoticeMessage({ ...application, state: undefined }, SITE).text).not.toContain("State:");
  });
});

describe("both messages", () => {
  it("never hold a password or hash, even when the record given has them", () => {
    const leaky = { ...application, password: "hunter2-secret", passwordHash: "scrypt$abc$def" };
    for (const mail of [applicationReceivedMessage(leaky, withUpi, SITE), applicationNoticeMessage(leaky, SITE)]) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("hunter2-secret");
        expect(part).not.toContain("scrypt");
        expect(part.toLowerCase()).not.toContain("password:");
      }
    }
  });
});
