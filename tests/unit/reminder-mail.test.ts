import { describe, expect, it } from "vitest";
import { STARTING_SITE_DETAILS as site } from "../../src/domain/site-details";
import { reminderMessage, type ReminderForMail } from "../../src/server/mail/messages/reminder";

/** What the renewal reminders say (when they are sent: reminders-job.test.ts). */

const SITE = "https://society.example.org";

const member: ReminderForMail = {
  name: "श्रीमती अनीता <b>वर्मा</b>",
  membershipType: "Annual Member",
  memberNumber: "SAEETD-00042",
  reference: "APP-2345-WXYZ",
  validUntil: "2027-03-31",
  annualFee: 1180,
};

const HOW_TO_RENEW =
  `To renew, sign in at ${SITE}/account with this e-mail address, pay the annual fee of ₹1,180.00 by UPI or ` +
  `bank transfer quoting your membership number SAEETD-00042, and report the payment there with the purpose "renewal".`;

describe("the 30-day and 7-day reminders", () => {
  it("name the member, the number, the last day in words, the days left, the fee and how to renew", () => {
    const mail = reminderMessage("reminder-30-days", member, "2027-03-01", SITE);
    expect(mail.subject).toBe(`Your membership ends on 31 March 2027 - ${site.shortName}`);
    expect(mail.text).toContain("Dear श्रीमती अनीता <b>वर्मा</b>,");
    expect(mail.text).toContain(
      "Your Annual Member membership (membership number SAEETD-00042) is valid until 31 March 2027, 30 days from today.",
    );
    expect(mail.text).toContain(HOW_TO_RENEW);
    expect(mail.text).toContain("Renewing early keeps the days you have left.");
    expect(mail.text).toContain(site.name);
    // The HTML part says the same, escaped.
    expect(mail.html).toContain("Dear श्रीमती अनीता &#60;b&#62;वर्मा&#60;/b&#62;,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("31 March 2027, 30 days from today.");
    expect(mail.html).toContain("₹1,180.00");
  });

  it("count the days from the day they are sent, so a reminder sent late still tells the truth", () => {
    expect(reminderMessage("reminder-7-days", member, "2027-03-24", SITE).text).toContain(
      "is valid until 31 March 2027, 7 days from today.",
    );
    expect(reminderMessage("reminder-30-days", member, "2027-03-30", SITE).text).toContain(
      "is valid until 31 March 2027, which is tomorrow.",
    );
    expect(reminderMessage("reminder-7-days", member, "2027-03-31", SITE).text).toContain(
      "is valid until today, 31 March 2027.",
    );
    // After missed days past the end: it says the membership ended.
    const late = reminderMessage("reminder-7-days", member, "2027-04-02", SITE);
    expect(late.subject).toBe(`Your membership ended on 31 March 2027 - ${site.shortName}`);
    expect(late.text).toContain("ended on 31 March 2027.");
    expect(late.text).not.toContain("valid until");
  });
});

describe("the lapsed reminder", () => {
  it('says "Your membership has lapsed", since when, and how to start a new year', () => {
    const mail = reminderMessage("reminder-lapsed", member, "2027-04-01", SITE);
    expect(mail.subject).toBe(`Your membership has lapsed - ${site.shortName}`);
    expect(mail.text).toContain(
      "Your Annual Member membership (membership number SAEETD-00042) ended on 31 March 2027.",
    );
    expect(mail.text).toContain(`${HOW_TO_RENEW} Your new year starts on the day you pay.`);
  });

  it("asks a member without a number to quote the application reference, and never holds a password", () => {
    const withoutNumber: ReminderForMail = { ...member, memberNumber: undefined };
    const mail = reminderMessage("reminder-lapsed", withoutNumber, "2027-04-01", SITE);
    expect(mail.text).toContain("Your Annual Member membership ended on 31 March 2027.");
    expect(mail.text).toContain("quoting your reference APP-2345-WXYZ,");
    expect(mail.text.toLowerCase()).not.toContain("password");
  });
});
