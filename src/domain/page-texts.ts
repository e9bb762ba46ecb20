import * as z from "zod";
import { limitedText } from "./fields";
import { uploadedImageUrlOf } from "./uploaded-image";
import type { SiteDetails } from "./site-details";

/**
 * The texts of the society's own pages (docs/rules/public-site.md §12), edited in the Pages tab:
 * a title, a lead and titled sections of paragraphs, a list and a "read further" link. Plain text
 * only: the pages print it escaped, so no markup a person types can reach a page as markup. Facts
 * that are data (the council's size, the member count) stay computed; a text names the society and
 * its member count with the tokens {name}, {shortName} and {memberCount}, which the pages fill in
 * from the site details.
 */

/** What a page calls an item's fields in the editor; a field not named is not shown. */
export interface ItemLabels {
  title: string;
  text?: string;
  detail?: string;
  href?: string;
}

/**
 * A section with a place of its own on a page (the council's positions table, the contact page's
 * tips): the editor shows it under its name with only the fields the page prints, and the page
 * keeps exactly its parts, in order.
 */
export interface SectionPart {
  /** Its name in the editor: "Positions table". */
  name: string;
  /** How the page shows it. */
  hint: string;
  paragraphs: boolean;
  items: ItemLabels | null;
  link: boolean;
  /** A picture under the heading. */
  image: boolean;
}

interface PageEntry {
  address: string;
  label: string;
  maxSections: number;
  /** When given, the page has exactly these sections (maxSections is their number). */
  parts?: readonly SectionPart[];
}

/** The items of a free section: a title in bold, its text, and an address the title links to. */
export const FREE_ITEM_LABELS: ItemLabels = { title: "Item's title", text: "Item's text", href: "Item's address" };

const HOME_PARTS = [
  {
    name: "About the Society card",
    hint: "The card beside the latest news: its heading and paragraphs, then a Read More link to Who We Are.",
    paragraphs: true,
    items: null,
    link: false,
    image: false,
  },
] as const satisfies readonly SectionPart[];

const COUNCIL_PARTS = [
  {
    name: "Text above the table",
    hint: "Shown under the council's figures, above the positions table.",
    paragraphs: true,
    items: FREE_ITEM_LABELS,
    link: true,
    image: true,
  },
  {
    name: "Positions table",
    hint: "Its heading is shown above the table; each item is a row of the table.",
    paragraphs: false,
    items: { title: "Position", text: "Role", detail: "How the position is filled" },
    link: false,
    image: false,
  },
] as const satisfies readonly SectionPart[];

const CONTACT_PARTS = [
  {
    name: "Writing to the society",
    hint: "Beside the Secretary's address: its heading, and each item is one tip in a list.",
    paragraphs: false,
    items: { title: "Tip" },
    link: false,
    image: false,
  },
  {
    name: "Topics",
    hint: "Under the address: its heading, and each item is a card with a link to the page that answers it.",
    paragraphs: false,
    items: { title: "Topic", text: "What the page answers", detail: "Link's text", href: "Link's address" },
    link: false,
    image: false,
  },
] as const satisfies readonly SectionPart[];

const JOURNAL_PARTS = [
  {
    name: "About the journal",
    hint: "The journal page's first text, under the current issue.",
    paragraphs: true,
    items: null,
    link: false,
    image: true,
  },
] as const satisfies readonly SectionPart[];

export const EDITABLE_PAGES = {
  home: {
    address: "/",
    label: "Home page: welcome and About the Society",
    /** The home page shows the welcome (title and lead) and one card. */
    maxSections: HOME_PARTS.length,
    parts: HOME_PARTS,
  },
  about: { address: "/about", label: "Who We Are", maxSections: 12 },
  legacy: { address: "/our_legacy", label: "Our Legacy", maxSections: 12 },
  vision: { address: "/vision", label: "Vision", maxSections: 12 },
  council: {
    address: "/executive-council",
    label: "About The Council",
    maxSections: COUNCIL_PARTS.length,
    parts: COUNCIL_PARTS,
  },
  contact: { address: "/contact", label: "Contact Us", maxSections: CONTACT_PARTS.length, parts: CONTACT_PARTS },
  /** Its title names the page (the heading is the journal's name, from the Journal tab). */
  journal: {
    address: "/publications/journal",
    label: "Journal (its lead and About the journal)",
    maxSections: JOURNAL_PARTS.length,
    parts: JOURNAL_PARTS,
  },
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
} as const satisfies Record<string, PageEntry>;

export type EditablePage = keyof typeof EDITABLE_PAGES;

/** The page's parts, or undefined when its sections are free (added, moved and removed at will). */
export const partsOf = (page: EditablePage): readonly SectionPart[] | undefined =>
  (EDITABLE_PAGES[page] as PageEntry).parts;
export const EDITABLE_PAGE_SLUGS = Object.keys(EDITABLE_PAGES) as EditablePage[];
export const isEditablePage = (slug: string): slug is EditablePage => Object.hasOwn(EDITABLE_PAGES, slug);

export const PAGE_TEXT_MESSAGES = {
  notFound: "Page not found. Only the pages listed in the Pages tab can be edited.",
  wrongParts: (parts: readonly SectionPart[]) =>
    `This page has exactly ${parts.length} section${parts.length === 1 ? "" : "s"}: ${parts.map((part) => part.name).join(", ")}.`,
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
  detail: z.string().trim().max(300, { error: "An item's note is too long (300 characters at most)." }).default(""),
  href: optionalAddress("An item's address"),
});

/**
 * A section's picture on its page: the text column's width, cut to 3:2 (docs/decisions/photos.md),
 * so the page keeps its layout whatever shape the picture was uploaded in.
 */
export const SECTION_PICTURE = {
  width: 720,
  height: 480,
  fluid: { widths: [360, 720], sizes: "(min-width: 48rem) 720px, 100vw" },
} as const;

export const SECTION_IMAGE_ALT_MISSING =
  "Describe the section's picture in a few words for people who cannot see it (its alternative text).";

const pageSection = z
  .object({
    heading: limitedText("A section's heading", 150),
    image: uploadedImageUrlOf("A section's picture").default(""),
    imageAlt: z
      .string({ error: "A picture's description must be text." })
      .trim()
      .max(300, { error: "A picture's description is too long (300 characters at most)." })
      .default(""),
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
  })
  .refine((section) => section.image === "" || section.imageAlt !== "", {
    error: SECTION_IMAGE_ALT_MISSING,
    path: ["imageAlt"],
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
      image: z.string().default(""),
      imageAlt: z.string().default(""),
      paragraphs: z.array(z.string()),
      items: z.array(
        z.object({ title: z.string(), text: z.string(), detail: z.string().default(""), href: z.string() }),
      ),
      link: z.object({ label: z.string(), href: z.string() }).nullable(),
    }),
  ),
});
export type PageText = z.infer<typeof pageText>;
/** A text as written down before it is read: an item's note may be left out. */
export type PageTextSource = z.input<typeof pageText>;
export type PageSection = PageText["sections"][number];

/**
 * The problem with `text` on `page` that its schema cannot see: more sections than the page shows,
 * or not exactly the page's parts.
 */
export function pageTextProblem(page: EditablePage, text: PageText): string | undefined {
  const parts = partsOf(page);
  if (parts) return text.sections.length === parts.length ? undefined : PAGE_TEXT_MESSAGES.wrongParts(parts);
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
      ...section,
      heading: fill(section.heading),
      imageAlt: fill(section.imageAlt),
      paragraphs: section.paragraphs.map(fill),
      items: section.items.map((item) => ({
        ...item,
        title: fill(item.title),
        text: fill(item.text),
        detail: fill(item.detail),
      })),
      link: section.link && { ...section.link, label: fill(section.link.label) },
    })),
  };
}
