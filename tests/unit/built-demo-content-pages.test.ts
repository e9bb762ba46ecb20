import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "@playwright/test";
import { STARTING_SITE_DETAILS as siteText } from "../../src/domain/site-details";
import { awardeesPath } from "../../src/domain/award-pages";
import { sortBooks, type BooksRecord } from "../../src/domain/books";
import { sortDownloadsNewestFirst, type DownloadsRecord } from "../../src/domain/downloads";
import { groupEditorialsByCategory, type EditorialsRecord } from "../../src/domain/editorials";
import { executiveCategory, parseBiodata, type ExecutivesRecord } from "../../src/domain/executives";
import { formatLongDate, formatRupees } from "../../src/domain/format";
import { IMAGE_CDN_PATH } from "../../src/domain/image-cdn";
import { builtPages, closeBrowser, type BuiltPages } from "../support/built-pages";
import { builtSite, type BuiltSite } from "../support/built-sites";
import { textOf, textsOf } from "../support/locator-text";

/** The upload a public photo shows: it must come through the Image CDN, which names it in `url`. */
function photoSource(src: string | null): string | null {
  const address = new URL(src ?? "", "https://site.example");
  expect(address.pathname).toBe(IMAGE_CDN_PATH);
  return address.searchParams.get("url");
}

/**
 * The pages built from the store's demo content, as a visitor's browser gets them before any
 * script runs: news, the council and profiles, the editorial board, books, downloads, awards,
 * guidelines and awardees, nomination, workshops, membership information and the directory's
 * first page. Expected values are written out here on purpose where the demo content is fixed
 * (scripts/lib/demo-content.ts); elsewhere they come from the records the build read.
 */

let site: BuiltSite;
let pages: BuiltPages;
let page: Page;

beforeAll(async () => {
  site = await builtSite("demo");
  pages = await builtPages(site);
  page = pages.page;
}, 300_000);
afterAll(closeBrowser);

const main = () => page.getByRole("main");
const records = <T>(name: keyof BuiltSite["records"]) => site.records[name] as unknown as T[];

async function open(path: string) {
  expect(await pages.open(path), `${path} is built`).toBe(200);
}

/** Text of each body row's cells (th and td), for a table found by its caption. */
const tableRows = (caption: RegExp | string) =>
  main()
    .getByRole("table", { name: caption })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll("th, td")].map((cell) => cell.textContent.replace(/\s+/g, " ").trim()),
      ),
    );

describe("pages per record", () => {
  it("every detail page is built once per stored record, and for nothing else", async () => {
    const built = async (dir: string) =>
      (await import("node:fs/promises")).readdir(`${site.outDir}/${dir}`, { withFileTypes: true }).then((entries) =>
        entries
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort(),
      );
    const ids = (name: keyof BuiltSite["records"]) => site.records[name].map((record) => record._id).sort();
    expect(await built("news")).toEqual(ids("news"));
    expect(await built("executive-profile")).toEqual(ids("executives"));
    expect(await built("publications/book")).toEqual(ids("books"));
    expect(await built("awards/guidelines")).toEqual(ids("awards"));
    expect(
      (await built("awards/awardees")).map((name) => `/awards/awardees/${encodeURIComponent(name)}`).sort(),
    ).toEqual(site.records.awards.map((award) => awardeesPath(String(award.name))).sort());
  });
});

describe("news", () => {
  const title = "Demo: Call for papers for the winter issue of the journal";

  it("the home page lists the latest news", async () => {
    await open("/");
    const panel = page.getByRole("region", { name: "Latest News" });
    expect(await panel.getByRole("link", { name: /View All/ }).getAttribute("href")).toBe("/news");
    expect(await textOf(panel.getByRole("listitem").first())).toContain(title);
  });

  it("the list is newest first with en-GB dates, the detail has its text and a Read more link", async () => {
    await open("/news");
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("News");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).count()).toBe(
      1,
    );
    const item = main()
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: title }) });
    expect(await textOf(item)).toContain("2 November 2026");
    expect(await textsOf(main().getByRole("heading", { level: 2 }))).toEqual([
      title,
      "Demo: National workshop on water-wise farming announced",
      "Demo: Nominations open for the society's annual awards",
    ]);

    const href = (await main().getByRole("link", { name: title }).getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/news\/[\w-]+$/);
    await open(href);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(title);
    expect(await textOf(main().locator("time"))).toBe("2 November 2026");
    expect(await main().getByText("Submissions are reviewed by two referees.").count()).toBe(1);
    expect(
      await main()
        .getByRole("link", { name: /^Read more about Demo: Call for papers/ })
        .getAttribute("href"),
    ).toBe("https://example.org/demo-call-for-papers");
    expect(
      await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "News" })
        .getAttribute("href"),
    ).toBe("/news");
  });
});

describe("Present Executive Council", () => {
  const cards = () => page.getByRole("list", { name: "Council members" }).getByRole("listitem");

  it("lists every member with photo or initials, designation and a profile link, office-bearers first", async () => {
    const members = records<ExecutivesRecord>("executives");
    expect(members).toHaveLength(24);
    await open("/present-executive-council");
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Present Executive Council");
    expect(await cards().count()).toBe(24);
    expect(await textOf(main().getByRole("status"))).toBe("Showing 24 of 24 members");
    expect(await textOf(cards().nth(0))).toContain("President");
    expect(await textOf(cards().nth(1))).toContain("Vice President");
    expect(await cards().nth(2).getAttribute("data-category")).toBe("Secretary");

    for (const member of members) {
      const card = cards().filter({ has: page.getByRole("heading", { name: member.name, exact: true }) });
      expect(await card.count(), member.name).toBe(1);
      expect(await textOf(card)).toContain(member.designation);
      expect(await card.getAttribute("data-category")).toBe(executiveCategory(member.designation));
      expect(await card.getByRole("link", { name: /^View profile/ }).getAttribute("href")).toBe(
        `/executive-profile/${member._id}`,
      );
      if (member.image) expect(photoSource(await card.locator("img").getAttribute("src"))).toBe(member.image);
      else expect(await textOf(card.locator(".placeholder"))).toMatch(/^[A-Z]{1,2}$/);
    }
    expect(members.filter((member) => member.image !== "")).toHaveLength(4);
  });

  it("offers each office's filter in the header menu; without script every card shows", async () => {
    await open("/present-executive-council?filter=Treasurer");
    const menuLinks = await page
      .locator("header a[href*='present-executive-council?filter=']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
    expect(menuLinks).toEqual(
      ["President", "Secretary", "Joint Secretary", "Treasurer", "Chief Editor"].map(
        (filter) => `/present-executive-council?filter=${encodeURIComponent(filter)}`,
      ),
    );
    // The filter works in the page's script (end-to-end tests); the HTML has every member.
    expect(await cards().count()).toBe(24);
  });
});

describe("executive profiles", () => {
  it("a structured biodata shows birth, education and positions, with contact links", async () => {
    const member = records<ExecutivesRecord>("executives").find(
      (candidate) => parseBiodata(candidate.biodata).kind === "structured" && candidate.image,
    );
    if (!member) throw new Error("The demo content has no member with structured biodata and a photo.");
    const biodata = parseBiodata(member.biodata);
    if (biodata.kind !== "structured") throw new Error("unreachable");

    await open(`/executive-profile/${member._id}`);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(member.name);
    expect(photoSource(await page.getByRole("img", { name: `Photo of ${member.name}` }).getAttribute("src"))).toBe(
      member.image,
    );
    const contact = page.getByRole("region", { name: "Contact information" });
    expect(await textOf(contact)).toContain(member.designation);
    expect(await textOf(contact)).toContain(member.postalAddress.split("\n")[0] ?? "");
    expect(await contact.getByRole("link", { name: member.email }).getAttribute("href")).toBe(`mailto:${member.email}`);
    expect(await contact.getByRole("link", { name: member.mobile }).getAttribute("href")).toBe(
      `tel:${member.mobile.replace(/[^\d+]/g, "")}`,
    );
    const about = page.getByRole("region", { name: "Brief biodata" });
    expect(await about.getByRole("heading", { name: "Birth" }).count()).toBe(1);
    expect(await textOf(about)).toContain(biodata.birth);
    expect(await about.getByRole("heading", { name: "Education" }).count()).toBe(1);
    expect(await about.getByRole("heading", { name: "Positions held" }).count()).toBe(1);
    const lists = about.getByRole("list");
    expect(await lists.nth(0).getByRole("listitem").count()).toBe(biodata.education.length);
    expect(await textsOf(lists.nth(1).getByRole("listitem"))).toEqual(biodata.positions);
    expect(
      await page.getByRole("link", { name: /Back to the Present Executive Council/ }).getAttribute("href"),
    ).toMatch(/^\/present-executive-council\/?$/);
  });

  it("a plain-text biodata is shown as paragraphs; a member without photo gets initials", async () => {
    const member = records<ExecutivesRecord>("executives").find(
      (candidate) => parseBiodata(candidate.biodata).kind === "plain" && !candidate.image,
    );
    if (!member) throw new Error("The demo content has no member with plain biodata and no photo.");
    const biodata = parseBiodata(member.biodata);
    if (biodata.kind !== "plain") throw new Error("unreachable");
    await open(`/executive-profile/${member._id}`);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(member.name);
    const about = page.getByRole("region", { name: "Brief biodata" });
    expect(await textOf(about.getByRole("paragraph").first())).toContain(biodata.text.split("\n")[0] ?? "");
    expect(await about.getByRole("heading", { name: "Education" }).count()).toBe(0);
    expect(await page.locator(".placeholder").count()).toBe(1);
    expect(await main().getByRole("img").count()).toBe(0);
  });
});

it("the editorial board is grouped by category with multiline names", async () => {
  const groups = groupEditorialsByCategory(records<EditorialsRecord>("editorials"));
  expect(groups.map((group) => group.category)).toEqual(["Chief Editor", "Editors", "Advisory Board"]);
  await open("/publications/editorial-board");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Editorial Board");
  expect(await page.getByRole("table").count()).toBe(groups.length);
  expect(await textsOf(main().getByRole("heading", { level: 2 }))).toEqual(groups.map((group) => group.category));
  for (const group of groups) {
    const table = page.getByRole("table", { name: group.category });
    expect(await textsOf(table.getByRole("columnheader"))).toEqual(["Name and affiliation", "Areas of specialization"]);
    const rows = table.getByRole("rowgroup").nth(1).getByRole("row");
    expect(await rows.count()).toBe(group.entries.length);
    for (const [index, entry] of group.entries.entries()) {
      const [nameCell, areasCell] = [
        rows.nth(index).getByRole("cell").nth(0),
        rows.nth(index).getByRole("cell").nth(1),
      ];
      // Line breaks are kept: the rendered text has the content's lines.
      expect(await nameCell.evaluate((cell) => (cell as HTMLElement).innerText)).toBe(entry.content);
      expect(await textsOf(areasCell.getByRole("listitem"))).toEqual(entry.areasOfSpecialization);
    }
  }
});

it("the books grid leads to each book's details with its price in rupees and an Order Now e-mail", async () => {
  const books = sortBooks(records<BooksRecord>("books"));
  expect(books.length).toBeGreaterThan(1);
  await open("/publications/books");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Books & Bulletins");
  const shelf = page.getByRole("list", { name: "Books and bulletins" });
  expect(await shelf.getByRole("listitem").count()).toBe(books.length);
  expect(await textsOf(shelf.getByRole("heading", { level: 2 }))).toEqual(books.map((book) => book.name));
  // No covers in the demo: each shows the designed placeholder with its title.
  for (const book of books) expect(await shelf.locator(".placeholder", { hasText: book.name }).count()).toBe(1);

  const book = books[1] ?? books[0];
  if (!book) throw new Error("no books");
  expect(await shelf.getByRole("link", { name: book.name }).getAttribute("href")).toBe(
    `/publications/book/${book._id}`,
  );
  await open(`/publications/book/${book._id}`);
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(book.name);
  expect(await textsOf(main().getByRole("term"))).toEqual([
    book.editors.length === 1 ? "Editor" : "Editors",
    "Year",
    "Pages",
    "ISBN",
    "Price",
  ]);
  const price = formatRupees(book.price);
  expect(price).toMatch(/^₹/);
  expect(await textsOf(main().getByRole("definition"))).toEqual([
    book.editors.join(", "),
    String(book.year),
    String(book.pages),
    book.isbn,
    price,
  ]);
  const href = (await page.getByRole("link", { name: /^Order Now/ }).getAttribute("href")) ?? "";
  expect(href.startsWith(`mailto:${siteText.secretary.email}?`)).toBe(true);
  expect(new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("subject")).toBe(`Order: ${book.name}`);
  expect(href).not.toContain(" ");
  const about = page.getByRole("region", { name: "About" });
  expect(await about.locator("p").count()).toBeGreaterThan(0);
  expect(await about.locator(".about").innerHTML()).toBe(book.about);
  expect(
    await page
      .getByRole("region", { name: "Contents" })
      .locator(".contents")
      .evaluate((node) => (node as HTMLElement).innerText),
  ).toBe(book.contents);
  expect(await page.getByRole("link", { name: /Back to Books & Bulletins/ }).getAttribute("href")).toMatch(
    /^\/publications\/books\/?$/,
  );
});

it("downloads are listed newest first, each link saving '{title}.pdf' from its file", async () => {
  const files = sortDownloadsNewestFirst(records<DownloadsRecord>("downloads"));
  expect(files.length).toBeGreaterThan(1);
  await open("/downloads");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Downloads");
  const list = page.getByRole("list", { name: "Files to download" });
  expect(await textsOf(list.getByRole("heading", { level: 2 }))).toEqual(files.map((file) => file.title));
  for (const file of files) {
    const item = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: file.title }) });
    expect(await textOf(item)).toContain(`uploaded ${formatLongDate(file.uploadedAt)}`);
    const link = item.getByRole("link", { name: `Download PDF of ${file.title}` });
    expect(await link.getAttribute("download")).toBe(`${file.title}.pdf`);
    expect(await link.getAttribute("href")).toBe(file.pdfUrl);
  }
});

const AWARDS = [
  { sno: "1", name: "Demo Fellowship Award for Sustainable Agriculture", year: "2005" },
  { sno: "2", name: "Demo Young Agri-Entrepreneur Award", year: "2012" },
  { sno: "3", name: "Demo Lifetime Award in Environmental Technology", year: "2016" },
];

describe("society awards", () => {
  it("the table lists the awards by S.No. with a guidelines and an awardees link each, all built and in the sitemap", async () => {
    await open("/awards/society");
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Society Awards");
    const rows = await tableRows(/Society awards/);
    expect(rows.map(([sno, name, year]) => ({ sno, name, year }))).toEqual(AWARDS);
    const sitemap = await site.read("sitemap.xml");
    for (const award of AWARDS) {
      const guidelines = main().getByRole("link", { name: `View guidelines for ${award.name}`, exact: true });
      const awardees = main().getByRole("link", { name: `View awardees of ${award.name}`, exact: true });
      expect(await textOf(guidelines)).toMatch(/^View guidelines/);
      expect(await guidelines.getAttribute("href")).toMatch(/^\/awards\/guidelines\/[\w-]+$/);
      expect(await awardees.getAttribute("href")).toBe(`/awards/awardees/${encodeURIComponent(award.name)}`);
      for (const link of [guidelines, awardees]) {
        const href = (await link.getAttribute("href")) ?? "";
        expect(await site.fileFor(href), href).toBeDefined();
      }
      // The sitemap lists the same addresses the links use.
      expect(sitemap).toContain(`/awards/awardees/${encodeURIComponent(award.name)}/`);
    }
  });

  it("the guidelines page shows every section of one award", async () => {
    await open("/awards/society");
    const href =
      (await main()
        .getByRole("link", { name: "View guidelines for Demo Young Agri-Entrepreneur Award", exact: true })
        .getAttribute("href")) ?? "";
    await open(href);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Demo Young Agri-Entrepreneur Award");
    expect(await textsOf(main().getByRole("definition"))).toEqual([
      "2012",
      "Demo value: a citation and ₹15,000.",
      "Biennial",
    ]);
    for (const [heading, text] of [
      ["Eligibility", "Members below 40 years of age who run an agriculture or food enterprise."],
      ["Administration", "Administered by the society's entrepreneurship cell."],
      ["Procedure", "three finalists present to the committee."],
      ["Presentation", "Presented every second year at the society's national workshop."],
    ] as const) {
      const section = main().getByRole("region", { name: heading });
      expect(await textOf(section.getByRole("heading", { level: 2 }))).toBe(heading);
      expect(await textOf(section)).toContain(text);
    }
    expect(
      await main()
        .getByRole("link", { name: "View awardees of Demo Young Agri-Entrepreneur Award" })
        .getAttribute("href"),
    ).toBe("/awards/awardees/Demo%20Young%20Agri-Entrepreneur%20Award");
    expect(
      await main()
        .getByRole("link", { name: /Back to Society Awards/ })
        .getAttribute("href"),
    ).toMatch(/^\/awards\/society\/?$/);
  });

  it("the awardees page lists an award's awardees by year, numbered by their place", async () => {
    await open(`/awards/awardees/${encodeURIComponent("Demo Fellowship Award for Sustainable Agriculture")}`);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe(
      "Awardees: Demo Fellowship Award for Sustainable Agriculture",
    );
    expect(await tableRows(/Awardees of the Demo Fellowship Award/)).toEqual([
      ["1", "2023", "Demo Awardee Dr. Kavita Mishra", "Demo lecture: Pulses in rice-wheat systems"],
      [
        "2",
        "2024",
        "Demo Awardee Dr. Rajendra Prasad Yadav",
        "Demo lecture: Zero-budget natural farming, evidence so far",
      ],
      ["3", "2025", "Demo Awardee Dr. Sarita Kumari", "— No lecture"],
    ]);
    expect(await main().getByText("No awardees data available for this award yet.").count()).toBe(0);
    expect(
      await main()
        .getByRole("link", { name: "Guidelines for Demo Fellowship Award for Sustainable Agriculture" })
        .getAttribute("href"),
    ).toMatch(/^\/awards\/guidelines\/[\w-]+$/);

    await open(`/awards/awardees/${encodeURIComponent("Demo Lifetime Award in Environmental Technology")}`);
    const lifetime = await tableRows(/Awardees of the Demo Lifetime Award/);
    expect(lifetime.map((row) => row.slice(1, 3))).toEqual([
      ["2019", "Demo Awardee Prof. Vinod Bihari Lal"],
      ["2022", "Demo Awardee Dr. Geeta Pant"],
    ]);
  });
});

it("the nomination page starts with the apply link and numbers the instructions", async () => {
  await open("/awards/nomination");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Award Nomination/Application");
  // The first link of the page's content (after the breadcrumb trail).
  const firstLink = main().locator("a:not(nav a)").first();
  expect(await textOf(firstLink)).toBe("CLICK HERE TO APPLY");
  expect(await firstLink.getAttribute("href")).toBe("https://example.org/demo-award-nomination-form");
  expect(await main().getByText("The society invites nominations for its awards for the coming year.").count()).toBe(1);
  // Stored HTML is rendered as HTML, not shown as tags.
  expect(await main().getByRole("link", { name: "demo nomination form" }).count()).toBe(1);
  expect(await main().getByText("<p>").count()).toBe(0);
  const instructions = main().getByRole("region", { name: "General instructions" }).getByRole("list");
  expect(await instructions.evaluate((list) => list.tagName)).toBe("OL");
  const items = instructions.getByRole("listitem");
  expect(await items.count()).toBe(5);
  expect(await textOf(items.first())).toBe(
    "Demo: Fill in the nomination form completely; incomplete forms are not considered.",
  );
  expect(await textOf(items.nth(1).locator("strong"))).toBe("two-page");
  expect(await main().getByText("No nomination information has been configured yet.").count()).toBe(0);
});

it("workshops are listed by serial number with long en-GB dates", async () => {
  await open("/conference/workshop");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Workshop/Brain Storming");
  const rows = await tableRows(/Workshops and brain-storming/);
  expect(rows.map(([serial, year, topic, , date]) => [serial, year, topic, date])).toEqual([
    ["1", "2022", "Demo: Soil health cards and balanced fertiliser use", "18 March 2022"],
    ["2", "2023", "Demo: Agri-startups, from idea to incubation", "10 February 2023"],
    ["3", "2024", "Demo: Climate-resilient farming in the Gangetic plains", "22 November 2024"],
    ["4", "2025", "Demo: Drones and sensors for small farms", "5 September 2025"],
    ["5", "2026", "Demo: Waste to wealth, composting and bio-energy in villages", "4 December 2026"],
  ]);
  expect(rows[0]?.[3]).toBe("Demo venue: Example Krishi Bhawan, Lucknow");
  const workshops = main().getByRole("table", { name: /Workshops and brain-storming/ });
  expect(await workshops.locator("time").first().getAttribute("datetime")).toBe("2022-03-18");
  expect(await textsOf(workshops.getByRole("columnheader"))).toEqual(["S.No.", "Year", "Topic", "Venue", "Date"]);
});

it("membership information shows the Indian rates with 18% GST, how to join and the bank details", async () => {
  await open("/membership/info");
  expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Membership Information");
  expect(await textOf(main())).toContain(`${siteText.memberCount} members`);
  expect(await textsOf(main().getByRole("table").getByRole("columnheader"))).toEqual([
    "Membership type",
    "Term",
    "About",
    "Fee",
    "GST (18%)",
    "Total",
  ]);
  const rows = await tableRows(/Membership fees for Indian members/);
  // The demo options have no term: each follows its type's name (docs/rules/members-and-money.md §2).
  expect(rows.map(([type, term, , fee, gst, total]) => [type, term, fee, gst, total])).toEqual([
    ["Annual", "Annual", "₹1,000.00", "₹180.00", "₹1,180.00"],
    ["Life", "Life", "₹10,000.00", "₹1,800.00", "₹11,800.00"],
    ["Institutional", "Annual", "₹25,000.00", "₹4,500.00", "₹29,500.00"],
  ]);
  // Only Indian rows: the SAARC and foreign fees and texts are not on the page.
  const table = await textOf(main().getByRole("table"));
  for (const other of ["₹2,000.00", "₹5,000.00", "₹1,18,000.00", "SAARC countries", "other countries, paid once"]) {
    expect(table).not.toContain(other);
  }
  expect(await main().getByRole("link", { name: "Join New Member" }).getAttribute("href")).toBe("/join");
  const bank = main().getByRole("region", { name: "Bank details for payment" });
  expect(await textsOf(bank.getByRole("term"))).toEqual([
    "Account holder",
    "Bank and branch",
    "Account number",
    "IFSC code",
    "MICR code",
    "UPI ID",
  ]);
  expect(await textsOf(bank.getByRole("definition"))).toEqual([
    "Demo Society Account (not a real account)",
    "Demo Bank, Example Branch, Lucknow (demonstration only)",
    "000000000000",
    "DEMO0000001",
    "000000000",
    "demo.not.real@examplebank",
  ]);
});

describe("member directory", () => {
  const ACCEPTED = [
    "Asha Verma",
    "Rohit Srivastava",
    "Neha Tripathi",
    "Imran Siddiqui",
    "Kavya Nair",
    "Arjun Yadav",
    "Priya Pandey",
    "Suresh Rawat",
    "Farah Khan",
    "Vikram Chauhan",
    "Sabina Shrestha",
    "Elena Example",
  ].map((name) => `Demo Member ${name}`);
  const PENDING = ["Anjali Dubey", "Manoj Gupta", "Sunita Bisht"].map((name) => `Demo Member ${name}`);

  it("has its first page in the HTML: the accepted members, by name, with only shared contacts", async () => {
    await open("/membership/directory");
    expect(await textOf(page.getByRole("heading", { level: 1 }))).toBe("Members Contact Information");
    const table = page.getByRole("table", { name: "Members of the society" });
    expect(await textsOf(table.locator("tbody th[scope=row]"))).toEqual(
      [...ACCEPTED].sort((a, b) => a.localeCompare(b)),
    );
    expect(await textOf(page.getByText(/^Showing \d+ to \d+ of \d+ entries$/))).toBe("Showing 1 to 12 of 12 entries");
    const asha = table.getByRole("row", { name: /Asha Verma/ });
    expect(await asha.getByRole("link", { name: "asha.verma.demo@example.org" }).getAttribute("href")).toBe(
      "mailto:asha.verma.demo@example.org",
    );
    expect(await textOf(asha)).toContain("+91 90000 00001");
    expect(
      await table
        .getByRole("row", { name: /Rohit Srivastava/ })
        .getByRole("link")
        .count(),
    ).toBe(0);
    // The page links work without script: one page here, so Previous and Next lead nowhere.
    const pages = page.getByRole("navigation", { name: "Member directory pages" });
    expect(await pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(await pages.getByRole("link").count()).toBe(1);
    expect(await textOf(pages)).toMatch(/Previous[^]*1[^]*Next/);
  });

  it("holds no pending member and no contact detail a member did not share, in the page or the search data", async () => {
    const html = await site.read("membership/directory/index.html");
    expect(html).toMatch(/<noscript>[^]*Search and the page size need JavaScript\.[^]*<\/noscript>/);
    // The island's props carry no member: the rows are plain HTML.
    expect(/<astro-island[^>]*\sprops="([^"]*)"/.exec(html)?.[1]).not.toMatch(/Demo Member/);
    const data = await site.read("membership/directory/members.txt");
    for (const text of [html, data]) {
      for (const name of PENDING) expect(text).not.toContain(name);
      expect(text).not.toContain("rohit.srivastava.demo@example.org");
      expect(text).not.toContain("+91 90000 00003");
      expect(text).not.toContain("passwordHash");
      // The controls: every accepted member is there.
      for (const name of ACCEPTED) expect(text).toContain(name);
    }
    expect(data.split("\n")).toHaveLength(ACCEPTED.length);
  });
});
