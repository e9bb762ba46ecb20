import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeDirectory, type DirectoryAnswer } from "../../src/domain/directory";
import { call } from "../support/api";
import { storeMember } from "../support/member";
import { useOwnSandbox } from "../support/own-sandbox";

/**
 * GET /api/directory: one page of the public directory's matches (docs/rules/public-site.md §9's search, by name), with
 * the same members and fields the built directory shows: accepted and listed members only, contact
 * fields only with consent; a bad query answers 400 with the field named.
 */

useOwnSandbox("directory-api");

const LISTED = 23;

beforeAll(async () => {
  // Names sort as Listed 00 ... Listed 22; every third one shares the contact details.
  for (let i = 0; i < LISTED; i += 1) {
    const n = String(i).padStart(2, "0");
    await storeMember({
      name: `Listed ${n}`,
      email: `listed-${n}@example.org`,
      status: "accepted",
      validUntil: "2099-03-31",
      showContactInDirectory: i % 3 === 0,
      address: i % 2 === 0 ? "Hazratganj, Lucknow" : "Civil Lines, Kanpur",
      designation: i === 7 ? "Principal Scientist" : "Professor",
    });
  }
  await storeMember({ name: "Pending Person", status: "pending", address: "Lucknow" });
  await storeMember({ name: "Long Lapsed", status: "accepted", validUntil: "2001-03-31", address: "Lucknow" });
});

async function search(query: string): Promise<{ status: number; json: unknown }> {
  const answer = await call("GET", `/api/directory${query}`);
  return { status: answer.status, json: answer.json };
}

async function answerOf(query: string): Promise<DirectoryAnswer> {
  const { status, json } = await search(query);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as DirectoryAnswer;
}

const names = (answer: DirectoryAnswer) => decodeDirectory(answer.members).map((member) => member.name);

describe("GET /api/directory", () => {
  it("answers the first 100 listed members by name without a query, never a pending or long-lapsed one", async () => {
    const answer = await answerOf("");
    expect(answer).toMatchObject({ total: LISTED, page: 1, size: 100 });
    expect(names(answer)).toEqual(Array.from({ length: LISTED }, (_, i) => `Listed ${String(i).padStart(2, "0")}`));
  });

  it("pages: the size and page asked for, a page past the last answers the last", async () => {
    const second = await answerOf("?size=10&page=2");
    expect(second).toMatchObject({ total: LISTED, page: 2, size: 10 });
    expect(names(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Listed ${String(i + 10)}`));
    const past = await answerOf("?size=10&page=99");
    expect(past).toMatchObject({ total: LISTED, page: 3 });
    expect(names(past)).toEqual(["Listed 20", "Listed 21", "Listed 22"]);
  });

  it("searches as docs/rules/public-site.md §9 says: every word, in any field, any case", async () => {
    expect(names(await answerOf("?q=PRINCIPAL"))).toEqual(["Listed 07"]);
    const lucknow = await answerOf(`?q=${encodeURIComponent("  professor   LUCKNOW ")}&size=10`);
    // Even numbers live in Lucknow, but only those who share their address (every third) show it.
    expect(lucknow.total).toBe(4);
    expect(names(lucknow)).toEqual(["Listed 00", "Listed 06", "Listed 12", "Listed 18"]);
    expect(await answerOf("?q=nobody%20here")).toMatchObject({ total: 0, page: 1, members: "" });
    expect((await answerOf("?q=pending")).total).toBe(0);
  });

  it("shows e-mail, contact and address only for members who agreed, and finds them only by what it shows", async () => {
    const members = decodeDirectory((await answerOf("")).members);
    for (const [i, member] of members.entries()) {
      const shared = i % 3 === 0;
      expect(member.email !== "", member.name).toBe(shared);
      expect(member.address !== "", member.name).toBe(shared);
      expect(member.contact !== "", member.name).toBe(shared);
    }
    expect(names(await answerOf("?q=listed-03@example.org"))).toEqual(["Listed 03"]);
    expect((await answerOf("?q=listed-04@example.org")).total).toBe(0);
  });

  it("refuses a bad page, size or query with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page=1.5", "page"],
      ["?size=7", "size"],
      ["?size=all", "size"],
      [`?q=${"a".repeat(201)}`, "q"],
    ] as const) {
      const { status, json } = await search(query);
      expect(status, query).toBe(400);
      expect(json, query).toMatchObject({ issues: [{ field }] });
    }
  });

  it("answers any generated query string with 200 or 400, never anything else", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("", "-1", "0", "1e3", "NaN", "100", "25", "__proto__", "%00"),
    );
    const name = fc.oneof(fc.constantFrom("q", "page", "size", "__proto__", "q[]"), fc.string({ maxLength: 8 }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 5 }), async (pairs) => {
        const { status } = await search(`?${new URLSearchParams(pairs).toString()}`);
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 150 },
    );
  });
});
