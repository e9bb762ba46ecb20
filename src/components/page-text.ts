import { getEntry } from "astro:content";
import { filledPageText, pageText, type EditablePage, type PageText } from "../domain/page-texts";
import { siteDetails } from "./site-details";

/**
 * A page's text as this build read it from the store (src/content.config.ts), with the society's
 * name, short name and member count filled in from the site details.
 */
export async function pageTextOf(page: EditablePage): Promise<PageText> {
  const entry = await getEntry("pageTexts", page);
  if (!entry) throw new Error(`The text of the page "${page}" was not loaded.`);
  // The schema keeps the text's own fields: the entry's `_id` is the loader's.
  return filledPageText(pageText.parse(entry.data), await siteDetails());
}

/**
 * The attributes of a part's heading (docs/rules/public-site.md §12): its id, and the mark the Pages
 * tab's preview writes the part's heading into (src/islands/admin/tabs/pages/preview.ts). Spread as one
 * object, the heading's text stays on its line, without the white space a wrapped element keeps.
 */
export const partHeading = (id: string, part: number) => ({ id, "data-preview": `part-${String(part)}-heading` });
