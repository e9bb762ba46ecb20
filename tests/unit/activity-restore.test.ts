import { randomUUID } from "node:crypto";
import { getStore } from "@netlify/blobs";
import { beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_MESSAGES, type ActivityEntry } from "../../src/domain/activity";
import { REGISTRATION_MESSAGES } from "../../src/domain/membership-registrations";
import { purgeExpiredTrash, TRASH_DAYS } from "../../src/server/content/files";
import { logged } from "../support/activity";
import { adminToken, call, type CallResult } from "../support/api";
import { useOwnSandbox } from "../support/own-sandbox";
import { expectImage, form } from "../support/uploads";

/**
 * Restoring from the activity log (docs/rules/members-and-money.md §9): a deletion comes back with its `_id` and its
 * photo (deleted records' files wait 30 days in the trash, not served), an update's earlier version
 * comes back only if the record has not changed since (409 otherwise), a restore is itself one
 * entry and schedules a rebuild, and the daily job purges the trash after 30 days. Its own store.
 */

useOwnSandbox("activity-restore");

let token = "";
const store = () => getStore({ name: "society", consistency: "strong" });
const fileKeys = async (prefix: string) =>
  (await store().list({ prefix })).blobs.map((blob) => blob.key).filter((key) => !key.includes("/."));

const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);

const executive = (name: string) => ({
  name,
  designation: "Treasurer",
  postalAddress: "12 Station Road, Lucknow",
  email: "treasurer@example.org",
  mobile: "+91 98390 12345",
  biodata: "Plain words.",
});

/** The one entry a call logged. */
async function loggedOnce(work: () => Promise<CallResult>, status = 200): Promise<[CallResult, ActivityEntry]> {
  const { result, entries } = await logged(work);
  expect(result.status, JSON.stringify(result.json)).toBe(status);
  expect(entries).toHaveLength(1);
  const [entry] = entries;
  if (!entry) throw new Error("no entry");
  return [result, entry];
}

const restore = (entry: ActivityEntry) => call("POST", `/api/admin/activity/${entry._id}/restore`, { token });

const pendingChanges = async () => Number((await call("GET", "/api/publish-status", { token })).json.pendingChanges);

beforeAll(async () => {
  token = await adminToken();
});

describe("restoring a deletion", () => {
  it("puts a council member back with its _id and its photo, logs it once and schedules a rebuild", async () => {
    const photo = png();
    const name = `Dr. Restored ${randomUUID().slice(0, 8)}`;
    const created = await call("POST", "/api/executives", {
      token,
      form: form(executive(name), { image: { bytes: photo, type: "image/png", name: "photo.png" } }),
    });
    expect(created.status).toBe(201);
    const { _id: id, image } = created.json as { _id: string; image: string };
    const fileId = image.slice("/api/files/".length);

    const [, deletion] = await loggedOnce(() => call("DELETE", `/api/executives/${id}`, { token }));
    // The photo is no longer served, but kept in the trash.
    expect((await call("GET", image)).status).toBe(404);
    expect(await fileKeys("files/")).not.toContain(`files/${fileId}`);
    expect(await fileKeys("files-trash/")).toContain(`files-trash/${fileId}`);

    const rebuildsBefore = await pendingChanges();
    const [restored, entry] = await loggedOnce(() => restore(deletion));
    expect(restored.json).toMatchObject({
      message: ACTIVITY_MESSAGES.restored,
      collection: "executives",
      record: { _id: id, name, image },
    });
    expect(entry).toMatchObject({
      action: "restore",
      actor: { kind: "admin", email: "admin@example.org" },
      collection: "executives",
      recordId: id,
      summary: `Council member restored: ${name}`,
      after: { _id: id, name, image },
    });
    expect(entry.before).toBeUndefined();
    expect(await pendingChanges()).toBe(rebuildsBefore + 1);

    const back = await call("GET", `/api/executives/${id}`);
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ _id: id, name, image, createdAt: deletion.before?.createdAt });
    await expectImage(image, "image/png", photo);
    expect(await fileKeys("files-trash/")).not.toContain(`files-trash/${fileId}`);

    // Once back, the same deletion cannot be restored twice; nothing is logged or rebuilt.
    const { result: again, entries } = await logged(() => restore(deletion));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ACTIVITY_MESSAGES.stillThere);
    expect(entries).toEqual([]);
    expect(await pendingChanges()).toBe(rebuildsBefore + 1);
  });

  it("puts a rejected application back without its password hash, unless its e-mail is taken again", async () => {
    await call("POST", "/api/memberships/create", {
      token,
      body: { membershipInfo: "For life", nationality: "Indian", membershipType: "Life", membershipFee: "1000" },
    });
    const email = `restored-${randomUUID()}@example.org`;
    const application = {
      name: "Restored Applicant",
      nationality: "Indian",
      membershipType: "Life",
      email,
      contact: "+91 98765 43210",
      password: "the applicant's password",
      confirmPassword: "the applicant's password",
      designation: "Professor",
      address: "12 Hazratganj, Lucknow",
      areaOfSpecialization: "Agronomy",
    };
    const registered = await call("POST", "/api/membership-registrations/register", { body: application });
    const id = String(registered.json._id);
    const [, rejection] = await loggedOnce(() =>
      call("DELETE", `/api/membership-registrations/reject/${id}`, { token }),
    );

    const taken = await call("POST", "/api/membership-registrations/register", {
      body: application,
      clientIp: "198.51.100.7",
    });
    expect(taken.status).toBe(201);
    const refused = await restore(rejection);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(REGISTRATION_MESSAGES.duplicate);
    await call("DELETE", `/api/membership-registrations/reject/${String(taken.json._id)}`, { token });

    const [restored] = await loggedOnce(() => restore(rejection));
    expect(restored.json.record).toMatchObject({ _id: id, email, status: "pending" });
    expect(restored.bytes.toString()).not.toMatch(/passwordHash|scrypt/);
    const listed = (await call("GET", "/api/membership-registrations", { token })).json as unknown as {
      _id: string;
    }[];
    expect(listed.some((record) => record._id === id)).toBe(true);
    // The old password is not kept: the applicant signs in with an e-mailed code instead.
    const signIn = await call("POST", "/api/member/login", { body: { email, password: application.password } });
    expect(signIn.status).toBe(401);
  });
});

describe("restoring an update", () => {
  const news = (title: string) => ({ title, date: "2026-01-01", bigContent: "Text", links: [] });

  it("puts the earlier version back if the record has not changed since, else 409", async () => {
    const created = await call("POST", "/api/news", { token, body: news("First title") });
    const id = String(created.json._id);
    const [, update] = await loggedOnce(() => call("PUT", `/api/news/${id}`, { token, body: news("Second title") }));

    const [restored, entry] = await loggedOnce(() => restore(update));
    expect(restored.json.record).toMatchObject({ _id: id, title: "First title" });
    expect(entry).toMatchObject({
      action: "restore",
      before: { title: "Second title" },
      after: { title: "First title", createdAt: created.json.createdAt },
    });
    const stored = (await call("GET", `/api/news/${id}`)).json;
    expect(stored.title).toBe("First title");
    expect(stored.updatedAt).not.toBe(update.after?.updatedAt);

    // The record changed since that entry (by the restore itself): refused, nothing changes.
    const { result: stale, entries } = await logged(() => restore(update));
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(ACTIVITY_MESSAGES.changedSince);
    expect(entries).toEqual([]);
    // The restore's own entry undoes the restore.
    const [undone] = await loggedOnce(() => restore(entry));
    expect(undone.json.record).toMatchObject({ title: "Second title" });

    await call("DELETE", `/api/news/${id}`, { token });
    const gone = await restore(entry);
    expect(gone.status).toBe(409);
  });

  it("brings back a replaced photo and sends the newer one to the trash", async () => {
    const first = png();
    const second = png();
    const name = `Dr. Two Photos ${randomUUID().slice(0, 8)}`;
    const upload = (bytes: Buffer) => ({ image: { bytes, type: "image/png", name: "photo.png" } });
    const created = await call("POST", "/api/executives", { token, form: form(executive(name), upload(first)) });
    const id = String(created.json._id);
    const firstUrl = String(created.json.image);
    const [replaced, update] = await loggedOnce(() =>
      call("PUT", `/api/executives/${id}`, { token, form: form(executive(name), upload(second)) }),
    );
    const secondUrl = String(replaced.json.image);
    expect((await call("GET", firstUrl)).status).toBe(404);

    await loggedOnce(() => restore(update));
    expect((await call("GET", `/api/executives/${id}`)).json.image).toBe(firstUrl);
    await expectImage(firstUrl, "image/png", first);
    expect((await call("GET", secondUrl)).status).toBe(404);
    expect(await fileKeys("files-trash/")).toContain(`files-trash/${secondUrl.slice("/api/files/".length)}`);
  });
});

describe("what cannot be restored", () => {
  it("refuses creations, sign-ins and settings (409), and unknown or malformed ids (404)", async () => {
    const [, creation] = await loggedOnce(
      () =>
        call("POST", "/api/news", { token, body: { title: "New", date: "2026-01-01", bigContent: "x", links: [] } }),
      201,
    );
    const [, signIn] = await loggedOnce(() =>
      call("POST", "/api/admin/login", { body: { email: "admin@example.org", password: "test-password-123" } }),
    );
    const [, settings] = await loggedOnce(() =>
      call("PUT", "/api/settings", {
        token,
        body: {
          legalName: `Society ${randomUUID().slice(0, 6)}`,
          address: "Lucknow",
          state: "Uttar Pradesh",
          gstin: "",
          sac: "",
          officeEmail: "office@example.org",
          memberNumberPrefix: "SAEETD",
        },
      }),
    );
    for (const entry of [creation, signIn, settings]) {
      const refused = await restore(entry);
      expect(refused.status, entry.action).toBe(409);
      expect(refused.json.message).toBe(ACTIVITY_MESSAGES.notRestorable);
    }
    for (const id of ["2026-01-01T00-00-00-000Z-0123456789abcdef01234567", "not-an-entry", "..%2Fcollections%2Fnews"]) {
      const missing = await call("POST", `/api/admin/activity/${id}/restore`, { token });
      expect(missing.status, id).toBe(404);
      expect(missing.json.message).toBe(ACTIVITY_MESSAGES.notFound);
    }
    expect((await call("POST", `/api/admin/activity/${creation._id}/restore`)).status).toBe(401);
  });
});

describe("a membership record's earlier version", () => {
  it("is not put back when that would take away a payment with a receipt number", async () => {
    const email = `receipt-${randomUUID()}@example.org`;
    const registered = await call("POST", "/api/membership-registrations/register", {
      clientIp: "198.51.100.8",
      body: {
        name: "Paid Applicant",
        nationality: "Indian",
        membershipType: "Life",
        email,
        contact: "+91 98765 43210",
        password: "the applicant's password",
        confirmPassword: "the applicant's password",
        designation: "Professor",
        address: "12 Hazratganj, Lucknow",
        areaOfSpecialization: "Agronomy",
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const id = String(registered.json._id);
    const [, recorded] = await loggedOnce(
      () =>
        call("POST", `/api/membership-registrations/${id}/payments`, {
          token,
          body: { method: "Cash", reference: "Counter", amount: 100, paidOn: "2026-01-05", purpose: "application" },
        }),
      201,
    );
    const refused = await restore(recorded);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/receipt number/);
    const payments = (await call("GET", "/api/membership-registrations", { token })).json as unknown as {
      _id: string;
      payments?: unknown[];
    }[];
    expect(payments.find((record) => record._id === id)?.payments).toHaveLength(1);
  });
});

describe("the trash", () => {
  it("keeps a deleted download's PDF 30 days, then the daily job deletes it for good", async () => {
    const pdf = Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n`);
    const uploaded = await call("POST", "/api/downloads", {
      token,
      form: form({ title: "Old form" }, { pdf: { bytes: pdf, type: "application/pdf", name: "form.pdf" } }),
    });
    const fileId = String(uploaded.json.pdfUrl).slice("/api/files/".length);
    await call("DELETE", `/api/downloads/${String(uploaded.json._id)}`, { token });
    expect(await fileKeys("files-trash/")).toContain(`files-trash/${fileId}`);

    const day = 24 * 60 * 60 * 1000;
    const kept = await purgeExpiredTrash(new Date(Date.now() + (TRASH_DAYS - 1) * day));
    expect(kept.purged).toBe(0);
    expect(await fileKeys("files-trash/")).toContain(`files-trash/${fileId}`);
    const purged = await purgeExpiredTrash(new Date(Date.now() + (TRASH_DAYS + 1) * day));
    expect(purged.purged).toBeGreaterThanOrEqual(1);
    expect(purged.kept).toBe(0);
    expect(await fileKeys("files-trash/")).toEqual([]);
  });
});
