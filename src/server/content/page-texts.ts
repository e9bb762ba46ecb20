import { EDITABLE_PAGE_SLUGS, partsOf, type EditablePage, type PageText } from "../../domain/page-texts";
import { noteChange } from "../core/call-context";
import { readVersionedDocument, updateVersionedDocument, type ReadOptions, type Versioned } from "../store";
import { STARTING_PAGE_TEXTS } from "./starting-page-texts";

/**
 * The texts of the society's own pages (docs/rules/public-site.md §12), one document per page
 * (`pages/about`); until an editor saves one, the text the page started with. The page shows it,
 * so a save rebuilds the site.
 */
export const pageTextKey = (page: EditablePage) => `pages/${page}`;

/** Their name in the activity log (the record is the page's slug). */
export const PAGE_TEXTS_ACTIVITY = "pages";

const startingText = (page: EditablePage) => (): PageText => structuredClone(STARTING_PAGE_TEXTS[page]);

/**
 * A stored text with every part its page has: a text saved before the page had a part (the council's
 * positions table, the contact page's tips and topics) gets that part's starting section.
 */
function withEveryPart(page: EditablePage, text: PageText): PageText {
  const parts = partsOf(page);
  if (!parts || text.sections.length >= parts.length) return text;
  const missing = STARTING_PAGE_TEXTS[page].sections.slice(text.sections.length, parts.length);
  return { ...text, sections: [...text.sections, ...structuredClone(missing)] };
}

export async function readPageText(page: EditablePage, options?: ReadOptions): Promise<Versioned<PageText>> {
  const stored = await readVersionedDocument(pageTextKey(page), startingText(page), options);
  return { ...stored, ...withEveryPart(page, stored) };
}

/** Every editable page's text, in the Pages tab's order, each with its slug as its `_id`. */
export async function readPageTexts(options?: ReadOptions): Promise<(Versioned<PageText> & { _id: EditablePage })[]> {
  return Promise.all(EDITABLE_PAGE_SLUGS.map(async (page) => ({ _id: page, ...(await readPageText(page, options)) })));
}

/**
 * Stores a page's text whole under a new version; the activity log gets both versions, and so does
 * the caller. A save over a version other than `expectedUpdatedAt` is refused (409).
 */
export async function writePageText(
  page: EditablePage,
  text: PageText,
  expectedUpdatedAt?: string,
): Promise<{ before: Versioned<PageText>; after: Versioned<PageText> }> {
  const { before, after } = await updateVersionedDocument(
    pageTextKey(page),
    startingText(page),
    expectedUpdatedAt,
    () => text,
  );
  noteChange({ collection: PAGE_TEXTS_ACTIVITY, recordId: page, before, after, seenByVisitors: true });
  return { before, after };
}
