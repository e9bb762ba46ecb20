import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, call, list } from "../support/api";

/**
 * The society's original admin and public pages, run unchanged against this API, send and expect a
 * few things our own client does not. These are the calls they make, exactly as they make them.
 */

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const newsItem = (links: unknown) => ({
  title: `Original client ${randomUUID().slice(0, 8)}`,
  date: "2026-04-01",
  image: "",
  bigContent: "<p>Posted by the original admin page.</p>",
  links,
});

describe("the original admin page's news form", () => {
  it("sends one link as text: it is stored as a list of one link, and an empty one as none", async () => {
    const created = await call("POST", "/api/news", { token, body: newsItem("https://example.org/circular") });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.links).toEqual(["https://example.org/circular"]);

    const id = String(created.json._id);
    const edited = await call("PUT", `/api/news/${id}`, { token, body: newsItem("") });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.links).toEqual([]);

    const stored = await call("GET", `/api/news/${id}`);
    expect(stored.json.links).toEqual([]);
    await call("DELETE", `/api/news/${id}`, { token });
  });

  it("still refuses a link that is not a web address, with the link's own message", async () => {
    const refused = await call("POST", "/api/news", { token, body: newsItem("not a web address") });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Link must be a web address starting with http:// or https://.");
  });

  it("the nomination form's single link is read the same way", async () => {
    const body = { mainContent: "<p>Nominations are open.</p>", instructions: ["Apply online."], links: "" };
    const created = await call("POST", "/api/award-nomination", { token, body });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.links).toEqual([]);
    await call("DELETE", `/api/award-nomination/${String(created.json._id)}`, { token });
  });
});

describe("the original public directory page", () => {
  it("keeps entries whose status is accepted: every public entry says so, and nothing more is exposed", async () => {
    const option = { nationality: "Indian", membershipType: `Annual ${randomUUID().slice(0, 8)}` };
    const created = await call("POST", "/api/memberships", {
      token,
      body: { ...option, membershipInfo: "Annual membership", membershipFee: 1000 },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const email = `original-${randomUUID()}@example.org`;
    const registered = await call("POST", "/api/membership-registrations/register", {
      body: {
        name: "Original Client Member",
        ...option,
        email,
        contact: "+91 98765 43210",
        password: "correct horse battery staple",
        designation: "Farmer",
        address: "Lucknow",
        areaOfSpecialization: "Horticulture",
      },
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const id = String(registered.json._id);
    expect((await call("PUT", `/api/membership-registrations/accept/${id}`, { token })).status).toBe(200);

    const directory = await list("/api/membership-registrations");
    expect(directory.length).toBeGreaterThan(0);
    // What the original page does with the answer: keep only accepted entries.
    const shown = directory.filter((entry) => entry.status === "accepted");
    expect(shown).toHaveLength(directory.length);
    expect(shown.find((entry) => entry._id === id)).toEqual({
      _id: id,
      name: "Original Client Member",
      nationality: option.nationality,
      designation: "Farmer",
      areaOfSpecialization: "Horticulture",
      membershipType: option.membershipType,
      status: "accepted",
    });
    await call("DELETE", `/api/membership-registrations/reject/${id}`, { token });
    await call("DELETE", `/api/memberships/${String(created.json._id)}`, { token });
  });
});
