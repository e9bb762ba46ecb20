import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  demoAwardees,
  demoAwards,
  demoConferenceListings,
  demoEditorials,
  demoMemberships,
  demoNews,
  demoNomination,
  demoPaymentDetails,
  demoWorkshops,
} from "../../scripts/lib/demo-content";
import { adminToken, call } from "../support/api";
import { countPublishRequests } from "../support/recorders";

// Count publish requests (the real one still runs): every content write must schedule a rebuild.
const publishSpy = countPublishRequests();

let token = "";
beforeAll(async () => {
  token = await adminToken();
});
beforeEach(() => {
  publishSpy.calls = 0;
});

const first = <T>(items: readonly T[]): T => {
  const item = items[0];
  if (item === undefined) throw new Error("no demo item");
  return item;
};

const unique = randomUUID().slice(0, 8);
const jsonResources: { name: string; base: string; item: Record<string, unknown> }[] = [
  { name: "news", base: "/api/news", item: { ...first(demoNews) } },
  { name: "editorials", base: "/api/editorials", item: { ...first(demoEditorials) } },
  { name: "workshops", base: "/api/workshops", item: { ...first(demoWorkshops) } },
  { name: "conference listings", base: "/api/conference-listings", item: { ...first(demoConferenceListings) } },
  { name: "awards", base: "/api/awards", item: { ...first(demoAwards) } },
  { name: "awardees", base: "/api/awardees", item: { ...first(demoAwardees) } },
  { name: "nomination", base: "/api/award-nomination", item: { ...first(demoNomination) } },
  {
    name: "memberships",
    base: "/api/memberships",
    item: { ...first(demoMemberships), membershipType: `Publish test ${unique}` },
  },
  { name: "payment details", base: "/api/payment-details", item: { ...first(demoPaymentDetails) } },
  {
    name: "executives",
    base: "/api/executives",
    item: {
      name: "Publish Test",
      designation: "Member",
      postalAddress: "Lucknow",
      email: "publish-test@example.org",
      mobile: "+91 90000 00000",
      biodata: "Plain text.",
    },
  },
  {
    name: "books",
    base: "/api/books",
    item: {
      name: "Publish test book",
      editors: "A. Editor",
      year: 2024,
      pages: 10,
      isbn: "000",
      price: "₹100",
      about: "About.",
      contents: "Contents.",
    },
  },
];

describe("every content write schedules a rebuild; refused writes do not", () => {
  for (const { name, base, item } of jsonResources) {
    it(name, async () => {
      const refused = await call("POST", base, { token, body: {} });
      expect(refused.status).toBe(400);
      expect(publishSpy.calls).toBe(0);

      const created = await call("POST", base, { token, body: item });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      expect(publishSpy.calls).toBe(1);
      const id = String(created.json._id);

      const updated = await call("PUT", `${base}/${id}`, { token, body: item });
      expect(updated.status, JSON.stringify(updated.json)).toBe(200);
      expect(publishSpy.calls).toBe(2);

      const removed = await call("DELETE", `${base}/${id}`, { token });
      expect(removed.status).toBe(200);
      expect(publishSpy.calls).toBe(3);

      const missing = await call("DELETE", `${base}/${id}`, { token });
      expect(missing.status).toBe(404);
      expect(publishSpy.calls).toBe(3);
    });
  }

  it("downloads", async () => {
    const form = new FormData();
    form.set("title", "Publish test");
    form.set("pdf", new Blob([Buffer.from("%PDF-1.4\n%demo\n")], { type: "application/pdf" }), "test.pdf");
    const created = await call("POST", "/api/downloads", { token, form });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(publishSpy.calls).toBe(1);
    const removed = await call("DELETE", `/api/downloads/${String(created.json._id)}`, { token });
    expect(removed.status).toBe(200);
    expect(publishSpy.calls).toBe(2);
  });

  it("annual reports (a year refused as taken publishes nothing)", async () => {
    // A year of this file's own: other files' reports share the worker's store (one report per year).
    const report = () => {
      const form = new FormData();
      form.set("year", "1990-91");
      form.set("pdf", new Blob([Buffer.from("%PDF-1.4\n%demo\n")], { type: "application/pdf" }), "report.pdf");
      return form;
    };
    const created = await call("POST", "/api/annual-reports", { token, form: report() });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(publishSpy.calls).toBe(1);
    expect((await call("POST", "/api/annual-reports", { token, form: report() })).status).toBe(409);
    expect(publishSpy.calls).toBe(1);
    const removed = await call("DELETE", `/api/annual-reports/${String(created.json._id)}`, { token });
    expect(removed.status).toBe(200);
    expect(publishSpy.calls).toBe(2);
  });
});
