import type { PageText, PageTextInput } from "../../../../domain/page-texts";
import { readRows, rowsFieldOf, writeRows } from "../../ui/rows/rows";
import type { FieldOf } from "../../ui/validation";

/**
 * A page's form holds text: the title, the lead, and its sections as rows (JSON text, rows.ts),
 * each with its paragraphs typed with a blank line between them, its list as rows of its own
 * (JSON text again) and its link. The API's schema turns them into the page's text.
 */

export interface PageValues {
  title: string;
  lead: string;
  sections: string;
}

export const SECTION = {
  heading: "",
  image: "",
  imageAlt: "",
  paragraphs: "",
  items: "[]",
  linkLabel: "",
  linkHref: "",
};
export type SectionRow = typeof SECTION;
export const ITEM = { title: "", text: "", detail: "", href: "" };

const paragraphsText = (paragraphs: readonly string[]) => paragraphs.join("\n\n");

export function pageValues(text: PageText): PageValues {
  return {
    title: text.title,
    lead: text.lead,
    sections: writeRows(
      text.sections.map((section) => ({
        heading: section.heading,
        image: section.image,
        imageAlt: section.imageAlt,
        paragraphs: paragraphsText(section.paragraphs),
        items: writeRows(section.items),
        linkLabel: section.link?.label ?? "",
        linkHref: section.link?.href ?? "",
      })),
    ),
  };
}

/** Paragraphs are separated by a blank line; a line break inside one is kept as a space. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter((paragraph) => paragraph !== "");

export function pageInputOf(values: PageValues): PageTextInput {
  return {
    title: values.title,
    lead: values.lead,
    sections: readRows(values.sections, SECTION).map((section) => ({
      heading: section.heading,
      image: section.image,
      imageAlt: section.imageAlt,
      paragraphs: paragraphsOf(section.paragraphs),
      items: readRows(section.items, ITEM),
      link:
        section.linkLabel.trim() === "" && section.linkHref.trim() === ""
          ? null
          : { label: section.linkLabel, href: section.linkHref },
    })),
  };
}

export const samePageValues = (a: PageValues, b: PageValues): boolean =>
  a.title === b.title && a.lead === b.lead && a.sections === b.sections;

const inRows = rowsFieldOf(["sections"]);

/**
 * Issue paths to the form's fields: a section's list item keeps its whole path
 * ("sections.1.items.0.href"); its link's fields are "sections.1.linkLabel" and "sections.1.linkHref";
 * a paragraph's problem is shown at the section's paragraphs.
 */
export const pageFieldOf: FieldOf = (path) => {
  const parts = path.split(".");
  if (parts[0] !== "sections" || parts.length < 3) return inRows(path);
  const [, index, field, ...rest] = parts;
  if (field === "paragraphs") return `sections.${index}.paragraphs`;
  if (field === "link") return `sections.${index}.${rest[0] === "href" ? "linkHref" : "linkLabel"}`;
  return path;
};
