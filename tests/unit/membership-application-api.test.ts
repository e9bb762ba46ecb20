import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GSTIN_MESSAGES, gstinCheckCharacter } from "../../src/domain/gstin";
import { isApplicationReference } from "../../src/domain/application-reference";
import { INDIAN_STATES } from "../../src/domain/indian-states";
import { registrationsCollection } from "../../src/server/content/collections";
import { config, siteUrl } from "../../src/server/core/config";
import { outboxEntries, type OutboxEntry } from "../../src/server/mail";
import { adminToken, call } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * What an application gets besides the site contract (docs/rules/members-and-money.md §3): its reference, the amount
 * frozen on the record, how to pay, the optional state, and the two e-mails. The site contract's rules of
 * the register call: membership-registrations-api.test.ts.
 */

// Its own store: the answer's payment block comes from the first payment-details record, and the
// e-mails are read back from the outbox.
useOwnSandbox("membership-application");

// Turns the mail module's sendMail into a failing one on demand (the real one runs otherwise).
const mailFault = vi.hoisted(() => ({ failing: false }));
vi.mock("../../src/server/mail", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/server/mail")>();
  return {
    ...original,
    sendMail: (...args: Parameters<typeof original.sendMail>) =>
      mailFault.failing ? Promise.reject(new Error("SMTP is down")) : original.sendMail(...args),
  };
});

// When asked, hands out each of the first `twice` draws' references twice, so that collisions
// really happen (15 pairs among 30 registrations), and unique ones after, so that every redraw ends.
const referenceDraws = vi.hoisted(() => ({ colliding: false, count: 0, twice: 30 }));
vi.mock("../../src/domain/application-reference", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/domain/application-reference")>();
  return {
    ...original,
    newApplicationReference: () => {
      if (!referenceDraws.colliding) return original.newApplicationReference();
      const draw = referenceDraws.count++;
      const pair = draw < referenceDraws.twice ? Math.floor(draw / 2) : draw;
      const symbols = new Uint8Array(original.REFERENCE_SYMBOLS);
      symbols[original.REFERENCE_SYMBOLS - 1] = pair % 32;
      symbols[original.REFERENCE_SYMBOLS - 2] = Math.floor(pair / 32) % 32;
      return original.applicationReference(symbols);
    },
  };
});

type Answer = Record<string, unknown> & {
  _id: string;
  reference: string;
  amountDue: number;
  payment: { upiUri?: string; bank?: Record<string, unknown> };
};

const PASSWORD = "correct horse battery staple";
/** A name with spaces and "&", which the UPI link must encode. */
const HOLDER = "Society for Agri & Tech (Lucknow)";
const UPI_ID = "society.lko@sbi";

let token = "";
let optionId = "";
const lifeType = "Life";

const applicant = (overrides: Record<string, unknown> = {}) => ({
  name: `Applicant ${randomUUID().slice(0, 8)}`,
  nationality: "Indian",
  membershipType: lifeType,
  membershipFee: 1,
  email: `applicant-${randomUUID()}@example.org`,
  contact: "+91 98765 43210",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  designation: "Professor",
  address: "12 Hazratganj, Lucknow",
  areaOfSpecialization: "Agronomy",
  ...overrides,
});

const registerRaw = (overrides: Record<string, unknown> = {}) =>
  call("POST", "/api/membership-registrations/register", { body: applicant(overrides) });

async function register(overrides: Record<string, unknown> = {}): Promise<Answer> {
  const response = await registerRaw(overrides);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  expect(response.bytes.toString()).not.toContain(PASSWORD);
  return response.json as Answer;
}

const mailsFor = async (memberId: string): Promise<OutboxEntry[]> =>
  (await outboxEntries()).filter((entry) => entry.memberId === memberId);

async function firstPaymentDetails() {
  const [first] = (await call("GET", "/api/payment-details/get")).json as unknown as { _id: string }[];
  if (!first) throw new Error("no payment details");
  return first;
}

beforeAll(async () => {
  token = await adminToken();
  for (const nationality of ["Indian", "Foreign"]) {
    const created = await call("POST", "/api/memberships/create", {
      token,
      body: { membershipInfo: "For life", nationality, membershipType: lifeType, membershipFee: "₹1,00,000" },
    });
    expect(created.status).toBe(201);
    if (nationality === "Indian") optionId = String(created.json._id);
  }
  const bank = await call("POST", "/api/payment-details/create", {
    token,
    body: {
      accountHolderName: HOLDER,
      bankAndBranch: "State Bank of India, Main Branch, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "SBIN0001234",
      micrCode: "226002001",
      upiId: " Society.LKO@SBI ",
    },
  });
  expect(bank.status).toBe(201);
  expect(bank.json.upiId).toBe(UPI_ID);
});

describe("the register answer", () => {
  it("adds the reference, the frozen amount and how to pay by UPI and bank transfer", async () => {
    const answer = await register();
    expect(isApplicationReference(answer.reference)).toBe(true);
    expect(answer.reference.length).toBeLessThanOrEqual(16);
    expect(answer).toMatchObject({
      message: "Registration successful! We will contact you soon!",
      status: "pending",
      membershipFee: 118_000,
      amountDue: 118_000,
      feeDue: 100_000,
      gstDue: 18_000,
    });
    expect(answer.payment.bank).toEqual({
      accountHolderName: HOLDER,
      bankAndBranch: "State Bank of India, Main Branch, Lucknow",
      accountNumber: "123456789012",
      ifscCode: "SBIN0001234",
      micrCode: "226002001",
      upiId: UPI_ID,
    });
    const ref = answer.reference;
    expect(answer.payment.upiUri).toBe(
      `upi://pay?pa=society.lko@sbi&pn=Society%20for%20Agri%20%26%20Tech%20%28Lucknow%29&am=118000.00&cu=INR&tr=${ref}&tn=Membership%20${ref}`,
    );
    const stored = await registrationsCollection.get(answer._id);
    expect(stored).toMatchObject({
      reference: ref,
      amountDue: 118_000,
      feeDue: 100_000,
      gstDue: 18_000,
      // The option has no term: its type's name says Life.
      term: "Life",
    });
    expect(stored).not.toHaveProperty("payment");
  });

  it("keeps the amount frozen when the option's fee changes later", async () => {
    const before = await register();
    const changed = await call("PUT", `/api/memberships/${optionId}`, {
      token,
      body: { membershipInfo: "For life", nationality: "Indian", membershipType: lifeType, membershipFee: 120_000 },
    });
    expect(changed.status).toBe(200);
    try {
      expect(await registrationsCollection.get(before._id)).toMatchObject({
        membershipFee: 118_000,
        amountDue: 118_000,
        feeDue: 100_000,
        gstDue: 18_000,
      });
      const admin = (await call("GET", "/api/membership-registrations/", { token })).json as unknown as Answer[];
      expect(admin.find((entry) => entry._id === before._id)).toMatchObject({ amountDue: 118_000 });
      const after = await register();
      expect(after).toMatchObject({ amountDue: 141_600, feeDue: 120_000, gstDue: 21_600 });
      expect(after.payment.upiUri).toContain("&am=141600.00&");
    } finally {
      await call("PUT", `/api/memberships/${optionId}`, {
        token,
        body: { membershipInfo: "For life", nationality: "Indian", membershipType: lifeType, membershipFee: 100_000 },
      });
    }
  });

  it("freezes the option's term on the record: given, or from the type's name, and kept when the option changes", async () => {
    const options = [
      { membershipType: "Patron", term: "Life" },
      { membershipType: "Institutional" },
      { membershipType: "Life Associate", term: "Annual" },
    ];
    const ids: string[] = [];
    for (const option of options) {
      const created = await call("POST", "/api/memberships/create", {
        token,
        body: { membershipInfo: "Term test", nationality: "Indian", membershipFee: 500, ...option },
      });
      expect(created.status).toBe(201);
      ids.push(String(created.json._id));
    }
    const [patron, institutional, associate] = await Promise.all(
      options.map((option) => register({ membershipType: option.membershipType })),
    );
    const termOfRecord = async (answer: Answer | undefined) =>
      (await registrationsCollection.get(answer?._id ?? ""))?.term;
    expect(await termOfRecord(patron)).toBe("Life");
    expect(await termOfRecord(institutional)).toBe("Annual");
    expect(await termOfRecord(associate)).toBe("Annual");
    expect(patron).toMatchObject({ term: "Life" });

    // A later change of the option's term changes no record made before it.
    const changed = await call("PUT", `/api/memberships/${ids[0] ?? ""}`, {
      token,
      body: {
        membershipInfo: "Term test",
        nationality: "Indian",
        membershipFee: 500,
        membershipType: "Patron",
        term: "Annual",
      },
    });
    expect(changed.json).toMatchObject({ term: "Annual" });
    expect(await termOfRecord(patron)).toBe("Life");
    expect(await termOfRecord(await register({ membershipType: "Patron" }))).toBe("Annual");
    for (const id of ids) await call("DELETE", `/api/memberships/${id}`, { token });
  });

  it("gives bank details without a UPI link when the account has no UPI ID, and nothing when none is published", async () => {
    const first = await firstPaymentDetails();
    const { _id, createdAt, updatedAt, upiId, ...withoutUpi } = first as Record<string, unknown>;
    expect([_id, createdAt, updatedAt, upiId].every((value) => value !== undefined)).toBe(true);
    const updated = await call("PUT", `/api/payment-details/${first._id}`, {
      token,
      body: { ...withoutUpi, upiId: "" },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).not.toHaveProperty("upiId");
    const bankOnly = await register();
    expect(bankOnly.payment).toEqual({ bank: withoutUpi });
    const [bankMail] = (await mailsFor(bankOnly._id)).filter((mail) => mail.kind === "application-received");
    expect(bankMail?.text).toContain("Pay by bank transfer to this account");
    expect(bankMail?.text).not.toContain("UPI");

    expect((await call("DELETE", `/api/payment-details/${first._id}`, { token })).status).toBe(200);
    try {
      const none = await register();
      expect(none.payment).toEqual({});
      const [mail] = (await mailsFor(none._id)).filter((entry) => entry.kind === "application-received");
      expect(mail?.text).toContain("The office will write to you about how to pay.");
    } finally {
      const restored = await call("POST", "/api/payment-details/create", {
        token,
        body: { ...withoutUpi, upiId: UPI_ID },
      });
      expect(restored.status).toBe(201);
    }
  });
});

describe("an institution's GSTIN", () => {
  it("is stored in capitals for its tax invoices, none when blank, and refused when its check character is wrong", async () => {
    const first14 = "27AAACI1681G1Z";
    const valid = first14 + gstinCheckCharacter(first14);
    const typed = await register({ gstin: ` ${valid.toLowerCase()} ` });
    expect((await registrationsCollection.get(typed._id))?.gstin).toBe(valid);
    const blank = await register({ gstin: "" });
    expect(await registrationsCollection.get(blank._id)).not.toHaveProperty("gstin");
    const wrong = applicant({ gstin: first14 + (valid.endsWith("A") ? "B" : "A") });
    const refused = await call("POST", "/api/membership-registrations/register", { body: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ issues: [{ field: "gstin", message: GSTIN_MESSAGES.check }] });
  });
});

describe("the applicant's state", () => {
  it("stores an Indian applicant's state in its own spelling, and none when left out or blank", async () => {
    const typed = await register({ state: "  uttar   PRADESH " });
    expect(typed.state).toBe("Uttar Pradesh");
    expect((await registrationsCollection.get(typed._id))?.state).toBe("Uttar Pradesh");
    // Every state and union territory is taken as it is spelt (the rule itself: registration-form.test.ts).
    const states = [INDIAN_STATES[0], "Dadra and Nagar Haveli and Daman and Diu", "Ladakh"];
    const answers = await Promise.all(states.map((state) => register({ state })));
    expect(answers.map((answer) => answer.state)).toEqual(states);
    const blanks = await Promise.all([undefined, "", "  ", null].map((state) => register({ state })));
    for (const answer of blanks) {
      expect(answer).not.toHaveProperty("state");
      expect(await registrationsCollection.get(answer._id)).not.toHaveProperty("state");
    }
  });

  it("refuses a state that is not India's, and any state from a SAARC or Foreign applicant", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ state: "Atlantis" }, "State must be one of India's states and union territories."],
      [{ state: 7 }, "State must be one of India's states and union territories."],
      [
        { nationality: "Foreign", state: "Delhi" },
        "State is asked only of Indian applicants; leave it out for SAARC and Foreign applicants.",
      ],
    ];
    for (const [overrides, message] of cases) {
      const body = applicant(overrides);
      const response = await call("POST", "/api/membership-registrations/register", { body });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.json).toEqual({ message, issues: [{ field: "state", message }] });
      expect((await registrationsCollection.list()).some((record) => record.email === body.email)).toBe(false);
    }
    // Blank is no state, whatever the nationality.
    const foreign = await register({ nationality: "Foreign", state: "" });
    expect(foreign).not.toHaveProperty("state");
  });
});

describe("the application's e-mails", () => {
  it("sends the applicant how to pay and the office a notice, kept in the outbox, never with the password", async () => {
    const answer = await register({ state: "Bihar" });
    const mails = await mailsFor(answer._id);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["application-notice", "application-received"]);
    const received = mails.find((mail) => mail.kind === "application-received");
    const notice = mails.find((mail) => mail.kind === "application-notice");
    expect(received).toMatchObject({ to: answer.email, status: "not-sent", memberId: answer._id });
    expect(received?.subject).toContain(answer.reference);
    for (const text of [answer.reference, "₹1,18,000.00", UPI_ID, "123456789012", `${siteUrl()}/login`]) {
      expect(received?.text).toContain(text);
    }
    expect(received?.text).toContain(answer.payment.upiUri);
    expect(notice).toMatchObject({ to: config().ADMIN_EMAIL, memberId: answer._id });
    for (const text of [answer.reference, String(answer.email), "State: Bihar", `${siteUrl()}/admin/membership`]) {
      expect(notice?.text).toContain(text);
    }
    for (const mail of mails) {
      for (const part of [mail.text, mail.html, mail.subject]) {
        expect(part).not.toContain(PASSWORD);
        expect(part).not.toContain("scrypt");
      }
    }
  });

  it("sends the office's notice to the office e-mail of the settings once they are saved", async () => {
    const defaults = (await call("GET", "/api/settings", { token })).json;
    expect(defaults.officeEmail).toBe(config().ADMIN_EMAIL);
    const officeEmail = `office-${randomUUID().slice(0, 8)}@example.org`;
    const saved = await call("PUT", "/api/settings", { token, body: { ...defaults, officeEmail } });
    expect(saved.status).toBe(200);
    try {
      const answer = await register();
      const mails = await mailsFor(answer._id);
      expect(mails.find((mail) => mail.kind === "application-notice")).toMatchObject({ to: officeEmail });
      expect(mails.find((mail) => mail.kind === "application-received")).toMatchObject({ to: answer.email });
      expect(mails.map((mail) => mail.to)).not.toContain(config().ADMIN_EMAIL);
    } finally {
      // The defaults as a template, without the version they were read at (the save above made a newer one).
      expect((await call("PUT", "/api/settings", { token, body: { ...defaults, updatedAt: undefined } })).status).toBe(
        200,
      );
    }
  });

  it("stands when the e-mails cannot be sent", async () => {
    mailFault.failing = true;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const answer = await register();
      expect(await registrationsCollection.get(answer._id)).toMatchObject({ reference: answer.reference });
      expect(errors).toHaveBeenCalledWith("Could not send the e-mails of a new application:", "SMTP is down");
    } finally {
      mailFault.failing = false;
      errors.mockRestore();
    }
  });
});

describe("application references", () => {
  it("are unique across many registrations at once", async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => registerRaw()));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 201));
    const references = answers.map((answer) => String(answer.json.reference));
    for (const reference of references) expect(isApplicationReference(reference), reference).toBe(true);
    expect(new Set(references).size).toBe(40);
  });

  it("stay unique when the same reference is drawn twice, also inside one write", async () => {
    referenceDraws.colliding = true;
    referenceDraws.count = 0;
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => registerRaw()));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 201));
      // Fifteen references were drawn twice, so fifteen registrations needed a second draw at least.
      expect(referenceDraws.count).toBeGreaterThanOrEqual(45);
      const stored = (await registrationsCollection.list()).map((record) => record.reference);
      expect(new Set(stored).size).toBe(stored.length);
      const references = answers.map((answer) => String(answer.json.reference));
      expect(new Set(references).size).toBe(30);
      for (const reference of references) expect(stored.filter((other) => other === reference)).toHaveLength(1);
    } finally {
      referenceDraws.colliding = false;
    }
  });
});
