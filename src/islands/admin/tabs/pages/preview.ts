import { responsivePhoto } from "../../../../domain/image-cdn";
import { filledPageText, SECTION_PICTURE, type PageSection, type PageText } from "../../../../domain/page-texts";
import type { SiteDetails } from "../../../../domain/site-details";

/**
 * The preview of a page's unsaved text: the page as built, opened in a new tab, with its title,
 * lead and sections (on the home page, its card) replaced by the text as the build would print it,
 * tokens filled in, and a notice that nothing is saved. The built page marks what the Pages tab
 * edits with `data-preview`: its title and lead, the home page's card, the free sections (written
 * with the markup of src/pages/_components/TextSections.astro, its scoped style attributes
 * included), and a page's parts with places of their own (`part-<n>-heading`, and its items as
 * `-rows` of a table, a `-list` or `-cards`), written with the markup of their page.
 */

export const PREVIEW_NOTICE = "Preview: this page as it will look once saved. Nothing is saved yet.";
const WAIT_MS = 15_000;

/** Every `data-astro-cid-*` attribute of `element`: Astro's scoped styles match them. */
const scopeOf = (element: Element | null) =>
  element ? [...element.attributes].filter((attribute) => attribute.name.startsWith("data-astro-cid-")) : [];

/** Makes elements that carry `container`'s style scope. */
function makerFor(container: Element) {
  const doc = container.ownerDocument;
  const scope = scopeOf(container);
  return <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const element = doc.createElement(tag);
    for (const attribute of scope) element.setAttribute(attribute.name, attribute.value);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  };
}

/**
 * A section's picture as src/components/UploadedPhoto.astro writes it: AVIF and WebP sources and
 * `img` (which carries the sections' style scope), lazy, from the Image CDN.
 */
function pictureOf(doc: Document, img: HTMLImageElement, src: string, alt: string): Element {
  const photo = responsivePhoto(src, SECTION_PICTURE);
  if (!photo) return img;
  const picture = doc.createElement("picture");
  for (const source of photo.sources) {
    const element = doc.createElement("source");
    element.setAttribute("type", source.type);
    element.setAttribute("srcset", source.srcset);
    if (source.sizes) element.setAttribute("sizes", source.sizes);
    picture.append(element);
  }
  const attributes = { ...photo.img, alt, loading: "lazy", decoding: "async" };
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, String(value));
  picture.append(img);
  return picture;
}

function writeSections(container: Element, sections: readonly PageSection[]) {
  const doc = container.ownerDocument;
  const make = makerFor(container);
  container.replaceChildren(
    ...sections.map((section) => {
      const block = make("section", "prose");
      block.append(make("h2", undefined, section.heading));
      if (section.image) block.append(pictureOf(doc, make("img"), section.image, section.imageAlt));
      for (const paragraph of section.paragraphs) block.append(make("p", undefined, paragraph));
      if (section.items.length > 0) {
        const list = make("ul", "items");
        for (const item of section.items) {
          const title = make("strong", "item-title");
          if (item.href) {
            const link = make("a", undefined, item.title);
            link.setAttribute("href", item.href);
            title.append(link);
          } else title.textContent = item.title;
          const entry = make("li");
          entry.append(title, doc.createTextNode(` ${item.text}`));
          list.append(entry);
        }
        block.append(list);
      }
      if (section.link) {
        const link = make("a", "more", section.link.label);
        link.setAttribute("href", section.link.href);
        const arrow = make("span", undefined, " →");
        arrow.setAttribute("aria-hidden", "true");
        link.append(arrow);
        const line = make("p");
        line.append(link);
        block.append(line);
      }
      return block;
    }),
  );
}

/** Writes the items of a part into its table rows, list or cards, as its page does. */
function writePartItems(doc: Document, index: number, items: PageSection["items"]) {
  const mark = (kind: string) => doc.querySelector(`[data-preview="part-${String(index)}-${kind}"]`);
  const rows = mark("rows");
  if (rows) {
    const make = makerFor(rows.querySelector("tr") ?? rows);
    rows.replaceChildren(
      ...items.map((item) => {
        const row = make("tr");
        const position = make("th", undefined, item.title);
        position.setAttribute("scope", "row");
        row.append(position, make("td", undefined, item.text), make("td", undefined, item.detail));
        return row;
      }),
    );
  }
  const list = mark("list");
  if (list) {
    const make = makerFor(list);
    list.replaceChildren(...items.map((item) => make("li", undefined, item.title)));
  }
  const cards = mark("cards");
  if (cards) {
    const make = makerFor(cards);
    cards.replaceChildren(
      ...items.map((item) => {
        const card = make("li", "card");
        card.append(make("h3", undefined, item.title));
        if (item.text) card.append(make("p", undefined, item.text));
        if (item.href) {
          const link = make("a", undefined, item.detail || item.title);
          link.setAttribute("href", item.href);
          const line = make("p");
          line.append(link);
          card.append(line);
        }
        return card;
      }),
    );
  }
}

/** Puts `text` (its tokens filled from `details`) into the built page open in `doc`. */
export function fillPreview(doc: Document, text: PageText, details: SiteDetails): void {
  const filled = filledPageText(text, details);
  const slot = (name: string) => doc.querySelector(`[data-preview="${name}"]`);
  // A page's heading (src/components/PageHeading.astro) or the home page's welcome.
  const title = slot("title");
  if (title) title.textContent = filled.title;
  const lead = slot("lead");
  if (lead) lead.textContent = filled.lead;
  // A section with a place of its own is written there; the others are the free sections.
  const hasPlace = (index: number) => doc.querySelector(`[data-preview^="part-${String(index)}-"]`) !== null;
  filled.sections.forEach((section, index) => {
    if (!hasPlace(index)) return;
    const heading = slot(`part-${String(index)}-heading`);
    if (heading) heading.textContent = section.heading;
    writePartItems(doc, index, section.items);
  });
  const sections = slot("sections");
  if (sections)
    writeSections(
      sections,
      filled.sections.filter((_section, index) => !hasPlace(index)),
    );
  // The home page: its card is the first section's heading and paragraphs.
  const card = filled.sections[0];
  const cardHeading = doc.querySelector('[data-preview="card"] > h2');
  if (cardHeading && card) {
    cardHeading.textContent = card.heading;
    const paragraphs = [...doc.querySelectorAll('[data-preview="card-text"]')];
    const scope = scopeOf(paragraphs[0] ?? cardHeading);
    const replacement = card.paragraphs.map((paragraph) => {
      const element = doc.createElement("p");
      for (const attribute of scope) element.setAttribute(attribute.name, attribute.value);
      element.dataset.preview = "card-text";
      element.textContent = paragraph;
      return element;
    });
    cardHeading.after(...replacement);
    for (const paragraph of paragraphs) paragraph.remove();
  }
  const notice = doc.createElement("p");
  notice.className = "notice notice-info";
  notice.setAttribute("role", "status");
  notice.textContent = PREVIEW_NOTICE;
  doc.querySelector("main")?.prepend(notice);
  doc.title = `Preview: ${doc.title}`;
}

/**
 * Opens the page at `address` in a new tab and, once the built page has loaded, puts the preview
 * in it. Resolves false when the tab could not be opened or the page did not load in time.
 */
export async function openPreview(address: string, text: PageText, details: SiteDetails): Promise<boolean> {
  const preview = window.open(address, "_blank");
  if (!preview) return false;
  const expected = new URL(address, window.location.origin).pathname.replace(/\/?$/, "/");
  const started = Date.now();
  while (Date.now() - started < WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const here = preview.location.pathname.replace(/\/?$/, "/");
      if (here === expected && preview.document.readyState === "complete") {
        fillPreview(preview.document, text, details);
        return true;
      }
    } catch {
      // Still about:blank, or closed: try again until the time is up.
    }
    if (preview.closed) return false;
  }
  return false;
}
