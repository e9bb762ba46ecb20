import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getStore } from "@netlify/blobs";
import { verifyPassword } from "../../src/server/auth";
import { registrationsCollection } from "../../src/server/content/collections";
import { membershipRegisterHandler, REGISTRATION_LIMIT } from "../../src/server/resources/membership-registrations";
import { STORE_NAME, VISITOR_READ_MAX_AGE_MS } from "../../src/server/store";
import { adminToken, badTokens, call, list } from "../support/api";
import { countPublishRequests } from "../support/recorders";

// Count publish requests (the real one still runs) to see which calls schedule a rebuild.
const publishSpy = countPublishRequests();

type Entry = Record<string, unknown> & { _id: string };

const PUBLIC_KEYS = ["_id", "name", "nationality", "designation", "areaOfSpecialization", "membershipType", "status"];
const CONTACT_KEYS = ["email", "contact", "address"];

let token = "";
const suffix = randomUUID().slice(0, 8);
/** An Indian option (fee 10,000 -> total 11,800) and a type that exists only for Foreign. */
const indianType = `Life ${suffix}`;
const foreignOnlyType = `Overseas ${suffix}`;

const applicant = (overrides: Record<string, unknown> = {}) => ({
  name: `Applicant ${randomUUID().slice(0, 8)}`,
  nationality: "Indian",
  membershipType: indianType,
  membershipFee: 1,
  email: `member-${randomUUID()}@example.org`,
  contact: "+91 98765 43210",
  password: "correct horse battery staple",
  designation: "Professor",
  address: "12 Hazratganj, Lucknow",
  areaOfSpecialization: "Agronomy, Soil science",
  ...overrides,
});

async function register(overrides: Record<string, unknown> = {}): Promise<Entry> {
  const response = await call("POST", "/api/membership-registrations/register", { body: applicant(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as Entry;
}

const publicList = async (tokenToSend?: string) => list<Entry>("/api/membership-registrations", tokenToSend);
const adminList = async () => list<Entry>("/api/membership-registrations/", token);
const find = (entries: Entry[], id: string) => entries.find((entry) => entry._id === id);

beforeAll(async () => {
  token = await adminToken();
  for (const [nationality, membershipType] of [
    ["Indian", indianType],
    ["Foreign", foreignOnlyType],
  ] as const) {
    const created = await call("POST", "/api/memberships/create", {
      token,
      body: { membershipInfo: "For the registration tests", nationality, membershipType, membershipFee: "₹10,000" },
    });
    expect(created.status).toBe(201);
  }
});

beforeEach(() => {
  publishSpy.calls = 0;
});

describe("membership registration lifecycle", () => {
  it("register -> admin only -> accept -> public directory -> reject -> gone", async () => {
    const body = applicant();
    const registered = await call("POST", "/api/membership-registrations/register", { body });
    expect(registered.status).toBe(201);
    expect(registered.json).toMatchObject({
      message: "Registration successful! We will contact you soon!",
      status: "pending",
      name: body.name,
      email: body.email,
      showContactInDirectory: false,
    });
    const id = String(registered.json._id);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(registered.json).not.toHaveProperty("password");
    expect(registered.json).not.toHaveProperty("passwordHash");
    expect(registered.bytes.toString()).not.toContain("scrypt");
    expect(registered.bytes.toString()).not.toContain(body.password);
    // A pending application changes no public page.
    expect(publishSpy.calls).toBe(0);

    // Stored only as a hash that verifies.
    const stored = await registrationsCollection.get(id);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(body.password, stored?.passwordHash ?? "")).toBe(true);

    expect(find(await publicList(), id)).toBeUndefined();
    const adminView = await call("GET", "/api/membership-registrations/", { token });
    expect(adminView.headers.get("vary")).toContain("Authorization");
    expect(adminView.bytes.toString()).not.toContain("scrypt");
    const pending = find(adminView.json as unknown as Entry[], id);
    expect(pending).toMatchObject({
      status: "pending",
      email: body.email,
      contact: body.contact,
      address: body.address,
    });
    expect(pending).not.toHaveProperty("passwordHash");

    const accepted = await call("PUT", `/api/membership-registrations/accept/${id}`, { token });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      message: "Membership request accepted successfully!",
      _id: id,
      status: "accepted",
    });
    expect(accepted.bytes.toString()).not.toContain("scrypt");
    expect(publishSpy.calls).toBe(1);

    const directory = await call("GET", "/api/membership-registrations");
    expect(directory.bytes.toString()).not.toContain("scrypt");
    const entry = find(directory.json as unknown as Entry[], id);
    expect(Object.keys(entry ?? {}).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(entry).toMatchObject({ name: body.name, membershipType: indianType, designation: "Professor" });
    expect(find(await adminList(), id)).toMatchObject({ status: "accepted", email: body.email });

    const rejected = await call("DELETE", `/api/membership-registrations/reject/${id}`, { token });
    expect(rejected.status).toBe(200);
    expect(rejected.json).toEqual({ message: "Membership request rejected successfully!" });
    expect(publishSpy.calls).toBe(2);
    expect(find(await publicList(), id)).toBeUndefined();
    expect(find(await adminList(), id)).toBeUndefined();
    expect(await registrationsCollection.get(id)).toBeUndefined();
  });

  it("rejects a pending request too", async () => {
    const { _id: id } = await register();
    const rejected = await call("DELETE", `/api/membership-registrations/reject/${id}`, { token });
    expect(rejected.json).toEqual({ message: "Membership request rejected successfully!" });
    expect(find(await adminList(), id)).toBeUndefined();
  });

  it("lists e-mail, contact and address publicly only with the member's consent", async () => {
    const withConsent = await register({ showContactInDirectory: true });
    const without = await register();
    for (const { _id } of [withConsent, without]) {
      expect((await call("PUT", `/api/membership-registrations/accept/${_id}`, { token })).status).toBe(200);
    }
    const directory = await publicList();
    const shown = find(directory, withConsent._id);
    expect(Object.keys(shown ?? {}).sort()).toEqual([...PUBLIC_KEYS, ...CONTACT_KEYS].sort());
    expect(shown).toMatchObject({
      email: withConsent.email,
      contact: withConsent.contact,
      address: withConsent.address,
    });
    expect(Object.keys(find(directory, without._id) ?? {}).sort()).toEqual([...PUBLIC_KEYS].sort());
    for (const { _id } of [withConsent, without]) {
      await call("DELETE", `/api/membership-registrations/reject/${_id}`, { token });
    }
  });

  it("takes the fee from the stored option, never from the request, and uses the option's spelling", async () => {
    const registered = await register({ membershipFee: 1, membershipType: `  ${indianType.toUpperCase()}` });
    expect(registered.membershipFee).toBe(11800);
    expect(registered.membershipType).toBe(indianType);
    expect((await registrationsCollection.get(registered._id))?.membershipFee).toBe(11800);
    const withoutFee = await register({ membershipFee: undefined });
    expect(withoutFee.membershipFee).toBe(11800);
  });
});

describe("registration rules", () => {
  it("refuses an e-mail another instance stored a moment ago, though this instance's early check has not seen it", async () => {
    const email = `elsewhere-${randomUUID()}@example.org`;
    const first = await register();
    // This instance's copy is confirmed now; the early check may use it for a second.
    const seen = await registrationsCollection.list({ maxAgeMs: VISITOR_READ_MAX_AGE_MS });
    const anotherInstance = getStore({ name: STORE_NAME, consistency: "strong" });
    await anotherInstance.setJSON(
      "collections/membership-registrations",
      seen.map((record) => (record._id === first._id ? { ...record, email } : record)),
    );
    const again = await call("POST", "/api/membership-registrations/register", { body: applicant({ email }) });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: "A membership application with this e-mail address already exists." });
    await call("DELETE", `/api/membership-registrations/reject/${first._id}`, { token });
  });

  it("refuses a second application with the same e-mail, in any case, while one is pending or accepted", async () => {
    const email = `Dup-${randomUUID()}@Example.org`;
    const first = await register({ email });
    for (const variant of [email, email.toLowerCase(), `  ${email.toUpperCase()} `]) {
      const again = await call("POST", "/api/membership-registrations/register", {
        body: applicant({ email: variant }),
      });
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ message: "A membership application with this e-mail address already exists." });
    }
    await call("PUT", `/api/membership-registrations/accept/${first._id}`, { token });
    const whileAccepted = await call("POST", "/api/membership-registrations/register", {
      body: applicant({ email: email.toLowerCase() }),
    });
    expect(whileAccepted.status).toBe(409);
    const stored = (await adminList()).filter((entry) => String(entry.email).toLowerCase() === email.toLowerCase());
    expect(stored).toHaveLength(1);

    // Once rejected (removed), the address may apply again.
    await call("DELETE", `/api/membership-registrations/reject/${first._id}`, { token });
    const reapplied = await register({ email });
    await call("DELETE", `/api/membership-registrations/reject/${reapplied._id}`, { token });
  });

  it("lets only one of many simultaneous applications with one e-mail through", async () => {
    const email = `race-${randomUUID()}@example.org`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/api/membership-registrations/register", { body: applicant({ email }) }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await adminList()).filter((entry) => entry.email === email)).toHaveLength(1);
  });

  it("refuses a membership type that is not offered for the chosen nationality", async () => {
    for (const overrides of [
      { membershipType: foreignOnlyType, nationality: "Indian" },
      { membershipType: indianType, nationality: "SAARC" },
      { membershipType: `No such type ${suffix}` },
    ]) {
      const body = applicant(overrides);
      const response = await call("POST", "/api/membership-registrations/register", { body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        message: "Please select a valid membership type.",
        issues: [{ field: "membershipType", message: "Please select a valid membership type." }],
      });
      expect((await adminList()).some((entry) => entry.email === body.email)).toBe(false);
    }
    // The Foreign type is valid for Foreign applicants.
    const foreign = await register({ membershipType: foreignOnlyType, nationality: "Foreign" });
    expect(foreign.membershipFee).toBe(11800);
    await call("DELETE", `/api/membership-registrations/reject/${foreign._id}`, { token });
  });

  it("requires every field, naming each missing one", async () => {
    const required = [
      "name",
      "nationality",
      "membershipType",
      "email",
      "contact",
      "password",
      "designation",
      "address",
      "areaOfSpecialization",
    ];
    const empty = await call("POST", "/api/membership-registrations/register", { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("All fields are required.");
    expect((empty.json.issues as { field: string }[]).map((issue) => issue.field).sort()).toEqual([...required].sort());

    for (const field of required) {
      for (const blank of [undefined, "", "   "]) {
        const body = applicant({ [field]: blank });
        const response = await call("POST", "/api/membership-registrations/register", { body });
        expect(response.status, field).toBe(400);
        expect(response.json.message).toBe("All fields are required.");
        expect(response.json.issues).toEqual([{ field, message: expect.stringContaining("is required.") as unknown }]);
        expect((await adminList()).some((entry) => entry.name === body.name)).toBe(false);
      }
    }
    const emptyList = await call("POST", "/api/membership-registrations/register", {
      body: applicant({ areaOfSpecialization: [] }),
    });
    expect(emptyList.json.issues).toEqual([{ field: "areaOfSpecialization", message: expect.any(String) as unknown }]);
  });

  it("refuses malformed fields with 400, naming the field, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "email"],
      [{ nationality: "Martian" }, "nationality"],
      [{ contact: "call me" }, "contact"],
      [{ contact: "12345" }, "contact"],
      [{ confirmPassword: "something else" }, "confirmPassword"],
      [{ showContactInDirectory: "yes" }, "showContactInDirectory"],
      [{ name: 42 }, "name"],
    ];
    for (const [overrides, field] of cases) {
      const body = applicant(overrides);
      const response = await call("POST", "/api/membership-registrations/register", { body });
      expect(response.status, field).toBe(400);
      expect(response.json.issues, field).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
      expect((await adminList()).some((entry) => entry.name === body.name)).toBe(false);
    }
    const mismatch = await call("POST", "/api/membership-registrations/register", {
      body: applicant({ confirmPassword: "different" }),
    });
    expect(mismatch.json.message).toBe("Passwords do not match.");
    const notJson = await call("POST", "/api/membership-registrations/register", { body: "{oops" });
    expect(notJson.status).toBe(400);
  });

  it("accepts a matching confirmation and an area list, storing the areas as one text", async () => {
    const registered = await register({
      confirmPassword: "correct horse battery staple",
      areaOfSpecialization: [" Agronomy", "", "Horticulture "],
    });
    expect(registered.areaOfSpecialization).toBe("Agronomy, Horticulture");
    expect(registered).not.toHaveProperty("confirmPassword");
    await call("DELETE", `/api/membership-registrations/reject/${registered._id}`, { token });
  });

  it("throttles well-formed registrations per client address", async () => {
    const send = (ip: string, email: string) =>
      membershipRegisterHandler(
        new Request("http://localhost/api/membership-registrations/register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(applicant({ email })),
        }),
        { params: {}, ip },
      );
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const email = `throttle-${randomUUID()}@example.org`;
    // Malformed attempts do not count.
    for (let i = 0; i < 3; i++) {
      const malformed = await membershipRegisterHandler(
        new Request("http://localhost/api/membership-registrations/register", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        }),
        { params: {}, ip },
      );
      expect(malformed.status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATION_LIMIT; i++) statuses.push((await send(ip, email)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
    const blocked = await send(ip, `other-${randomUUID()}@example.org`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("600");
    expect(await blocked.json()).toEqual({
      message: "Too many registrations from this connection. Please try again later.",
    });
    // Another address is not affected; nor is this machine (local runs and tests).
    expect((await send("198.51.100.7", `other-${randomUUID()}@example.org`)).status).toBe(201);
    for (let i = 0; i <= REGISTRATION_LIMIT; i++) expect((await send("127.0.0.1", email)).status).toBe(409);
  });
});

describe("membership registrations access", () => {
  it("gives the public view, not 401, for a missing or bad token on the list", async () => {
    const pending = await register({ showContactInDirectory: true });
    const accepted = await register();
    await call("PUT", `/api/membership-registrations/accept/${accepted._id}`, { token });
    for (const bad of await badTokens()) {
      for (const path of ["/api/membership-registrations", "/api/membership-registrations/"]) {
        const response = await call("GET", path, bad ? { token: bad } : {});
        expect(response.status).toBe(200);
        const entries = response.json as unknown as Entry[];
        expect(find(entries, pending._id)).toBeUndefined();
        expect(Object.keys(find(entries, accepted._id) ?? {}).sort()).toEqual([...PUBLIC_KEYS].sort());
        expect(entries.every((entry) => entry.status === "accepted")).toBe(true);
        expect(response.bytes.toString()).not.toContain("scrypt");
      }
    }
    // The admin view works on both paths.
    for (const path of ["/api/membership-registrations", "/api/membership-registrations/"]) {
      const entries = await list<Entry>(path, token);
      expect(find(entries, pending._id)).toMatchObject({ status: "pending" });
    }
    for (const { _id } of [pending, accepted])
      await call("DELETE", `/api/membership-registrations/reject/${_id}`, { token });
  });

  it("refuses accept and reject without a valid admin token and changes nothing", async () => {
    const pending = await register();
    for (const bad of await badTokens()) {
      const auth = bad ? { token: bad } : {};
      for (const response of [
        await call("PUT", `/api/membership-registrations/accept/${pending._id}`, auth),
        await call("DELETE", `/api/membership-registrations/reject/${pending._id}`, auth),
      ]) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual({ message: "Authentication required. Please log in." });
      }
    }
    expect(find(await adminList(), pending._id)).toMatchObject({ status: "pending" });
    expect(publishSpy.calls).toBe(0);
    await call("DELETE", `/api/membership-registrations/reject/${pending._id}`, { token });
  });

  it("answers 404 for an unknown id", async () => {
    const accept = await call("PUT", "/api/membership-registrations/accept/no-such-id", { token });
    expect(accept.status).toBe(404);
    expect(accept.json).toEqual({ message: "Membership request not found." });
    const reject = await call("DELETE", "/api/membership-registrations/reject/no-such-id", { token });
    expect(reject.status).toBe(404);
    expect(reject.json).toEqual({ message: "Membership request not found." });
    expect(publishSpy.calls).toBe(0);
  });

  it("answers 405 for a method a path lacks", async () => {
    for (const [method, path, allow] of [
      ["POST", "/api/membership-registrations", "GET"],
      ["DELETE", "/api/membership-registrations/", "GET"],
      ["GET", "/api/membership-registrations/register", "POST"],
      ["GET", "/api/membership-registrations/accept/some-id", "PUT"],
      ["DELETE", "/api/membership-registrations/accept/some-id", "PUT"],
      ["PUT", "/api/membership-registrations/reject/some-id", "DELETE"],
    ] as const) {
      const response = await call(method, path, { token });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
    }
  });
});
