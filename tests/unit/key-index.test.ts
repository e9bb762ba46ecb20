import { describe, expect, it } from "vitest";
import { appended, keyIndex, MAX_LAYERS } from "../../src/server/store/key-index";

/**
 * Key lookups per version of a collection (src/server/store/key-index.ts): right for every version,
 * and for a version appended to an indexed one, extended by the new record's key alone.
 */

interface Person {
  email: string;
}

/** A key index that counts how many records it was asked the key of. */
function countingIndex() {
  const counter = { keysWorkedOut: 0 };
  const has = keyIndex((person: Person) => {
    counter.keysWorkedOut++;
    return person.email;
  });
  return { has, counter };
}

const people = (count: number, prefix = "member"): Person[] =>
  Array.from({ length: count }, (_, index) => ({ email: `${prefix}${index}@example.org` }));

describe("a key index", () => {
  it("finds the keys a version holds and no others, indexing each version once", () => {
    const { has, counter } = countingIndex();
    const version = people(1000);
    expect(has(version, "member0@example.org")).toBe(true);
    expect(has(version, "member999@example.org")).toBe(true);
    expect(has(version, "member1000@example.org")).toBe(false);
    expect(counter.keysWorkedOut).toBe(1000);
    // Another version (a record changed in place of a copy) is indexed again, on its own.
    const changed = version.with(5, { email: "renamed@example.org" });
    expect(has(changed, "renamed@example.org")).toBe(true);
    expect(has(changed, "member5@example.org")).toBe(false);
    expect(has(version, "member5@example.org")).toBe(true);
    expect(counter.keysWorkedOut).toBe(2000);
  });

  it("extends an indexed version's index for a version appended to it, without indexing it again", () => {
    const { has, counter } = countingIndex();
    let version: readonly Person[] = people(1000);
    expect(has(version, "new0@example.org")).toBe(false);
    const versions = [version];
    for (let index = 0; index < 40; index++) {
      version = appended(version, { email: `new${index}@example.org` });
      versions.push(version);
      expect(has(version, `new${index}@example.org`)).toBe(true);
      expect(has(version, "member0@example.org")).toBe(true);
      expect(has(version, `new${index + 1}@example.org`)).toBe(false);
    }
    expect(counter.keysWorkedOut).toBe(1000 + 40);
    // Each earlier version still answers for itself alone.
    expect(has(versions[0] ?? [], "new0@example.org")).toBe(false);
    expect(has(versions[10] ?? [], "new9@example.org")).toBe(true);
    expect(has(versions[10] ?? [], "new10@example.org")).toBe(false);
  });

  it("keeps two versions appended to one base apart (a batch applied again after a conflict)", () => {
    const { has } = countingIndex();
    const base = people(10);
    expect(has(base, "a@example.org")).toBe(false);
    const first = appended(base, { email: "a@example.org" });
    const second = appended(base, { email: "b@example.org" });
    expect(has(first, "a@example.org")).toBe(true);
    expect(has(first, "b@example.org")).toBe(false);
    expect(has(second, "b@example.org")).toBe(true);
    expect(has(second, "a@example.org")).toBe(false);
  });

  it("indexes an appended version whole when its base was never indexed", () => {
    const { has, counter } = countingIndex();
    const next = appended(people(100), { email: "late@example.org" });
    expect(has(next, "late@example.org")).toBe(true);
    expect(has(next, "member42@example.org")).toBe(true);
    expect(counter.keysWorkedOut).toBe(101);
  });

  it(`builds the set again after ${MAX_LAYERS} appended layers, and still finds every key`, () => {
    const { has, counter } = countingIndex();
    let version: readonly Person[] = people(100);
    has(version, "none");
    for (let index = 0; index <= MAX_LAYERS; index++) {
      version = appended(version, { email: `layer${index}@example.org` });
      has(version, "none");
    }
    // MAX_LAYERS appended versions cost one key each; the next is a new set of them all.
    expect(counter.keysWorkedOut).toBe(100 + MAX_LAYERS + (100 + MAX_LAYERS + 1));
    for (let index = 0; index <= MAX_LAYERS; index++) expect(has(version, `layer${index}@example.org`)).toBe(true);
    expect(has(version, "member99@example.org")).toBe(true);
  });
});
