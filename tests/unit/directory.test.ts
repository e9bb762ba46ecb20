import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_PAGE_SIZES,
  encodeDirectory,
  filterIndex,
  filterMembers,
  pageLinks,
  paginate,
  resultCountMessage,
  searchWords,
  showingEntries,
  sortByName,
  type DirectoryMember,
} from "../../src/domain/directory";

const member = (overrides: Partial<DirectoryMember>): DirectoryMember => ({
  name: "Demo Member",
  designation: "",
  areaOfSpecialization: "",
  membershipType: "Annual",
  nationality: "Indian",
  email: "",
  contact: "",
  address: "",
  ...overrides,
});

const asha = member({
  name: "Asha Verma",
  designation: "Professor of Agronomy",
  areaOfSpecialization: "Agronomy, Cropping systems",
  email: "asha.verma@example.org",
  contact: "+91 90000 00001",
  address: "1 Example Marg, Lucknow 226001",
});
const rohit = member({
  name: "Rohit Srivastava",
  designation: "Agri-entrepreneur",
  areaOfSpecialization: "Food processing",
  membershipType: "Life",
});
const sabina = member({
  name: "Sabina Shrestha",
  designation: "Lecturer in Forestry",
  areaOfSpecialization: "Forestry, Agroforestry",
  nationality: "SAARC",
  address: "11 Example Marg, Kathmandu, Nepal",
});
const people = [asha, rohit, sabina];

describe("searchWords", () => {
  it("trims, lower-cases and splits on any white space", () => {
    expect(searchWords("  Soil\tSCIENCE \n lucknow ")).toEqual(["soil", "science", "lucknow"]);
  });
  it("gives no words for a blank query", () => {
    expect(searchWords("")).toEqual([]);
    expect(searchWords("   \t")).toEqual([]);
  });
});

describe("filterMembers", () => {
  it("returns everyone, in order, for a blank query", () => {
    expect(filterMembers(people, "")).toEqual(people);
    expect(filterMembers(people, "   ")).toEqual(people);
  });

  it.each([
    ["name", "srivastava", [rohit]],
    ["e-mail", "asha.verma@", [asha]],
    ["contact", "90000 00001", [asha]],
    ["designation", "lecturer", [sabina]],
    ["address", "kathmandu", [sabina]],
    ["area of specialization", "food processing", [rohit]],
  ])("searches the %s", (_field, query, expected) => {
    expect(filterMembers(people, query)).toEqual(expected);
  });

  it("does not search membership type or nationality", () => {
    expect(filterMembers(people, "life")).toEqual([]);
    expect(filterMembers(people, "saarc")).toEqual([]);
  });

  it("ignores case and surrounding spaces, and matches substrings", () => {
    expect(filterMembers(people, "  AGRONOMY ")).toEqual([asha]);
    expect(filterMembers(people, "forest")).toEqual([sabina]);
    expect(filterMembers(people, "AGRO")).toEqual([asha, sabina]);
  });

  it("needs every word to match, in any field and any order", () => {
    expect(filterMembers(people, "example marg")).toEqual([asha, sabina]);
    expect(filterMembers(people, "marg nepal")).toEqual([sabina]);
    expect(filterMembers(people, "nepal   lecturer")).toEqual([sabina]);
    expect(filterMembers(people, "asha nepal")).toEqual([]);
  });

  it("never matches across two fields", () => {
    // Asha's designation ends "Agronomy" and her area begins "Agronomy": no "agronomyagronomy".
    expect(filterMembers(people, "agronomyagronomy")).toEqual([]);
    expect(filterMembers(people, "systems+91")).toEqual([]);
  });

  it("finds nothing for a word nobody has", () => {
    expect(filterMembers(people, "zzzz")).toEqual([]);
  });
});

describe("paginate", () => {
  const numbers = Array.from({ length: 12 }, (_, i) => i + 1);

  it("gives the first page and its range", () => {
    const page = paginate(numbers, 1, 10);
    expect(page).toMatchObject({ page: 1, pageCount: 2, from: 1, to: 10, total: 12 });
    expect(page.items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(showingEntries(page)).toBe("Showing 1 to 10 of 12 entries");
  });

  it("gives a short last page", () => {
    const page = paginate(numbers, 2, 10);
    expect(page.items).toEqual([11, 12]);
    expect(showingEntries(page)).toBe("Showing 11 to 12 of 12 entries");
  });

  it("fits everything on one page when the page is big enough", () => {
    const page = paginate(numbers, 1, 100);
    expect(page).toMatchObject({ page: 1, pageCount: 1, from: 1, to: 12 });
    expect(paginate(numbers, 1, 12)).toMatchObject({ pageCount: 1, to: 12 });
    expect(paginate(numbers, 1, 6)).toMatchObject({ pageCount: 2, to: 6 });
  });

  it("clamps pages outside the range", () => {
    expect(paginate(numbers, 0, 10).page).toBe(1);
    expect(paginate(numbers, -3, 10).page).toBe(1);
    expect(paginate(numbers, 9, 10)).toMatchObject({ page: 2, from: 11, to: 12 });
    expect(paginate(numbers, Number.NaN, 10).page).toBe(1);
    expect(paginate(numbers, 1.7, 10).page).toBe(1);
  });

  it("falls back to the default size for a bad size", () => {
    expect(paginate(numbers, 1, 0)).toMatchObject({ pageCount: 1, to: 12 });
    expect(paginate(numbers, 1, Number.NaN)).toMatchObject({ pageCount: 1, to: 12 });
  });

  it("says 0 to 0 of 0 when nothing matches", () => {
    const page = paginate([], 3, 10);
    expect(page).toMatchObject({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
    expect(showingEntries(page)).toBe("Showing 0 to 0 of 0 entries");
  });

  it("offers the spec's page sizes with 100 as the default", () => {
    expect(DIRECTORY_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_DIRECTORY_PAGE_SIZE).toBe(100);
  });
});

describe("pageLinks", () => {
  it("lists every page when there are few", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("leaves gaps around the current page when there are many", () => {
    expect(pageLinks(1, 100)).toEqual([1, 2, "gap", 100]);
    expect(pageLinks(50, 100)).toEqual([1, "gap", 49, 50, 51, "gap", 100]);
    expect(pageLinks(100, 100)).toEqual([1, "gap", 99, 100]);
  });

  it("shows a single left-out number instead of a gap", () => {
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageLinks(5, 9)).toEqual([1, "gap", 4, 5, 6, "gap", 9]);
  });
});

describe("resultCountMessage", () => {
  it("uses the spec's empty text and counts in Indian grouping", () => {
    expect(resultCountMessage(0)).toBe("No members found.");
    expect(resultCountMessage(1)).toBe("1 member found.");
    expect(resultCountMessage(12_000)).toBe("12,000 members found.");
  });
});

describe("sortByName", () => {
  it("sorts by name ignoring case, without changing the input", () => {
    const input = [sabina, member({ name: "asha Verma" }), rohit];
    expect(sortByName(input).map((m) => m.name)).toEqual(["asha Verma", "Rohit Srivastava", "Sabina Shrestha"]);
    expect(input[0]).toBe(sabina);
  });
});

describe("encodeDirectory / decodeDirectory", () => {
  it("round-trips members, with missing contact fields as blanks", () => {
    const withoutContact: Partial<DirectoryMember> = { ...rohit };
    delete withoutContact.email;
    delete withoutContact.contact;
    delete withoutContact.address;
    const encoded = encodeDirectory([asha, withoutContact, sabina]);
    expect(decodeDirectory(encoded)).toEqual([asha, { ...rohit, email: "", contact: "", address: "" }, sabina]);
  });

  it("puts values with tabs or line breaks on one line", () => {
    const messy = member({ name: "A\tB", address: "Line one\r\nLine two\n" });
    expect(decodeDirectory(encodeDirectory([messy]))).toEqual([
      { ...messy, name: "A B", address: "Line one Line two" },
    ]);
  });

  it("encodes an empty list as an empty string", () => {
    expect(encodeDirectory([])).toBe("");
    expect(decodeDirectory("")).toEqual([]);
  });
});

describe("10,000 members", () => {
  const areas = ["Agronomy", "Soil Science", "Horticulture", "Forestry", "Food Technology"];
  const many = Array.from({ length: 10_000 }, (_, i) =>
    member({
      name: `Member ${String(i).padStart(5, "0")}`,
      designation: i % 2 === 0 ? "Professor" : "Scientist",
      areaOfSpecialization: areas[i % areas.length] ?? "",
      email: i % 3 === 0 ? `member${i}@example.org` : "",
      address: i % 4 === 0 ? "Lucknow" : "Kanpur",
    }),
  );
  const index = buildSearchIndex(many);

  it("keeps everyone for a blank query and pages through them", () => {
    const all = filterIndex(index, "");
    expect(all).toHaveLength(10_000);
    const last = paginate(all, 100, 100);
    expect(last).toMatchObject({ page: 100, pageCount: 100, from: 9_901, to: 10_000, total: 10_000 });
    expect(last.items[99]?.name).toBe("Member 09999");
    expect(paginate(all, 1, 25).pageCount).toBe(400);
  });

  it("finds exactly the members whose fields match every word", () => {
    // Soil Science is i % 5 === 1, a Professor is even, Lucknow is i % 4 === 0.
    expect(filterIndex(index, "soil")).toHaveLength(2_000);
    const soilProfessors = filterIndex(index, "soil professor");
    // i % 10 === 6: 1,000 members.
    expect(soilProfessors).toHaveLength(1_000);
    expect(soilProfessors[0]?.name).toBe("Member 00006");
    const horticultureInLucknow = filterIndex(index, "HORTICULTURE lucknow");
    // i % 5 === 2 and i % 4 === 0: i % 20 is 12, so 500 members.
    expect(horticultureInLucknow).toHaveLength(500);
    expect(
      horticultureInLucknow.every((m) => m.areaOfSpecialization === "Horticulture" && m.address === "Lucknow"),
    ).toBe(true);
    expect(filterIndex(index, "MEMBER9999@example.org").map((m) => m.name)).toEqual(["Member 09999"]);
    // Substrings: "0999" is inside "00999" as well as "0999k".
    expect(filterIndex(index, "member 0999").map((m) => m.name)).toEqual([
      "Member 00999",
      ...Array.from({ length: 10 }, (_, k) => `Member 0999${k}`),
    ]);
  });

  it("gives the same answer as the one-off filter", () => {
    expect(filterIndex(index, "scientist kanpur")).toEqual(filterMembers(many, "scientist kanpur"));
  });
});
