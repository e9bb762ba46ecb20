import { z } from "zod";
import { limitedText } from "./fields";
import type { SiteDetails } from "./site-details";

/**
 * The texts of the society's own pages (docs/rules/public-site.md §12), edited in the Pages tab:
 * a title, a lead and titled sections of paragraphs, a list and a "read further" link. Plain text
 * only: the pages print it escaped, so no markup a person types can reach a page as markup. Facts
 * that are data (the council's size, the member count) stay computed; a text names the society and
 * its member count with the tokens {name}, {shortName} and {memberCount}, which the pages fill in
 * from the site details.
 */

export const EDITABLE_PAGES = {
  home: {
    address: "/",
    label: "Home page: welcome and About the Society",
    /** The home page shows the welcome (title and lead) and one card: the first section. */
    maxSections: 1,
  },
  about: { address: "/about", label: "Who We Are", maxSections: 12 },
  legacy: { address: "/our_legacy", label: "Our Legacy", maxSections: 12 },
  vision: { address: "/vision", label: "Vision", maxSections: 12 },
  /** Above the positions table, which stays with the council's data. */
  council: { address: "/executive-council", label: "About The Council", maxSections: 1 },
  /** Around the contact block (the site details) and the topics. */
  contact: { address: "/contact", label: "Contact Us", maxSections: 0 },
  // Landing and conference pages: a title and a lead above what is built from records and the menu.
  publications: { address: "/publications", label: "Publications (the section's first page)", maxSections: 0 },
  awards: { address: "/awards", label: "Awards (the section's first page)", maxSections: 0 },
  conference: { address: "/conference", label: "Conference (the section's first page)", maxSections: 0 },
  membership: { address: "/membership", label: "Membership (the section's first page)", maxSections: 0 },
  "national-symposia": { address: "/conference/national-symposia", label: "National Symposia", maxSections: 0 },
  "international-conferences": {
    address: "/conference/international-conferences",
    label: "International Conferences",
    maxSections: 0,
  },
} as const;

export type EditablePage = keyof typeof EDITABLE_PAGES;
export const EDITABLE_PAGE_SLUGS = Object.keys(EDITABLE_PAGES) as EditablePage[];
export const isEditablePage = (slug: string): slug is EditablePage => Object.hasOwn(EDITABLE_PAGES, slug);

export const PAGE_TEXT_MESSAGES = {
  notFound: "Page not found. Only the pages listed in the Pages tab can be edited.",
  tooManySections: (max: number) =>
    max === 0
      ? "This page shows a title and a lead only."
      : `This page shows at most ${max} section${max === 1 ? "" : "s"}.`,
  saved: "Page saved. It is being rebuilt.",
  saveFailed: "Failed to save the page.",
  loadFailed: "Failed to load the pages.",
  previewInvalid: "Correct the page's fields to preview it:",
  previewFailed: "The preview could not be opened. Allow this site to open a new tab, then try again.",
} as const;

/** A page of this site (starting with /, not //) or an https:// address. */
export const isSiteOrHttpsAddress = (value: string): boolean => {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
};

const LINK_RULE = "must be a page of this site (starting with /) or an address starting with https://.";

const address = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(500, { error: `${label} is too long (500 characters at most).` })
    .refine(isSiteOrHttpsAddress, { error: `${label} ${LINK_RULE}` });

const optionalAddress = (label: string) => z.union([z.literal(""), address(label)]).default("");

const listItem = z.object({
  title: limitedText("An item's title", 150),
  text: z.string().trim().max(1000, { error: "An item's text is too long (1000 characters at most)." }).default(""),
  href: optionalAddress("An item's address"),
});

const pageSection = z.object({
  heading: limitedText("A section's heading", 150),
  paragraphs: z
    .array(limitedText("A paragraph", 3000), { error: "Paragraphs must be a list." })
    .max(20, { error: "At most 20 paragraphs in a section." })
    .default([]),
  items: z
    .array(listItem, { error: "A list must be a list." })
    .max(20, { error: "At most 20 items in a list." })
    .default([]),
  link: z
    .object({ label: limitedText("The link's text", 150), href: address("The link's address") })
    .nullable()
    .default(null),
});

/** What the editor saves for a page (PUT /api/pages/{slug}). */
export const pageTextInput = z.object({
  title: limitedText("Title", 150),
  lead: limitedText("Lead", 600),
  sections: z.array(pageSection, { error: "Sections must be a list." }).max(20, { error: "At most 20 sections." }),
});
export type PageTextInput = z.input<typeof pageTextInput>;

/** A page's text as stored and answered. */
export const pageText = z.object({
  title: z.string(),
  lead: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      items: z.array(z.object({ title: z.string(), text: z.string(), href: z.string() })),
      link: z.object({ label: z.string(), href: z.string() }).nullable(),
    }),
  ),
});
export type PageText = z.infer<typeof pageText>;
export type PageSection = PageText["sections"][number];

/** The problem with `text` on `page` that its schema cannot see: more sections than the page shows. */
export function pageTextProblem(page: EditablePage, text: PageText): string | undefined {
  const { maxSections } = EDITABLE_PAGES[page];
  return text.sections.length > maxSections ? PAGE_TEXT_MESSAGES.tooManySections(maxSections) : undefined;
}

/** The tokens a text may hold, and what each becomes. */
export const PAGE_TEXT_TOKENS = ["{name}", "{shortName}", "{memberCount}"] as const;

/** `text` with the site details' name, short name and member count in place of their tokens. */
export function fillTokens(text: string, details: Pick<SiteDetails, "name" | "shortName" | "memberCount">): string {
  return text
    .replaceAll("{name}", details.name)
    .replaceAll("{shortName}", details.shortName)
    .replaceAll("{memberCount}", details.memberCount);
}

/** The whole page's text with its tokens filled in. */
export function filledPageText(text: PageText, details: Parameters<typeof fillTokens>[1]): PageText {
  const fill = (value: string) => fillTokens(value, details);
  return {
    title: fill(text.title),
    lead: fill(text.lead),
    sections: text.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      items: section.items.map((item) => ({ ...item, title: fill(item.title), text: fill(item.text) })),
      link: section.link && { ...section.link, label: fill(section.link.label) },
    })),
  };
}
