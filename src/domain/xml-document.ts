import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/**
 * What the indexers' XML files (the Crossref deposit, DOAJ's article file, the OAI-PMH answers)
 * are written with: xmlbuilder2, through the three functions below, which every text and attribute
 * passes through.
 *
 * - Characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE, U+FFFF) are dropped:
 *   one of them would make the whole file unreadable to the indexer.
 * - Every "&" is written as "&amp;". xmlbuilder2 escapes "<" and ">" but leaves an "&" that starts
 *   something shaped like an entity ("&amp;", "&x;") as it is (its issue #117), which would turn
 *   "&amp;" in a title into "&" and "&x;" into an undefined entity that breaks the file. Escaped
 *   first, each "&" reaches it as "&amp;", which it then keeps.
 */

export type XmlElement = XMLBuilder;
export type XmlAttributes = Record<string, string>;

const escapeAmpersands = (text: string): string => text.replace(/&/g, "&amp;");

const escapedAttributes = (attributes: XmlAttributes): XmlAttributes =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, escapeAmpersands(value)]));

/** A new UTF-8 XML 1.0 document's root element, in its namespace (null for none). */
export const xmlRoot = (namespace: string | null, name: string, attributes: XmlAttributes = {}): XmlElement =>
  create({ version: "1.0", encoding: "UTF-8", invalidCharReplacement: "" }).ele(
    namespace,
    name,
    escapedAttributes(attributes),
  );

/**
 * A child element. A prefixed name ("jats:p") takes its namespace from the declarations in scope;
 * `namespace` gives it where none is.
 */
export const addElement = (
  parent: XmlElement,
  name: string,
  attributes: XmlAttributes = {},
  namespace?: string,
): XmlElement =>
  namespace === undefined
    ? parent.ele(name, escapedAttributes(attributes))
    : parent.ele(namespace, name, escapedAttributes(attributes));

/** A child element holding text; answers the child. */
export const addText = (
  parent: XmlElement,
  name: string,
  text: string | number,
  attributes: XmlAttributes = {},
): XmlElement => addElement(parent, name, attributes).txt(escapeAmpersands(String(text)));

/** The finished document as text, indented for a person who opens the file. */
export const xmlText = (element: XmlElement): string => element.doc().end({ prettyPrint: true });

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/**
 * Text cut to at most `max` characters as XML Schema counts them (code points), between two
 * graphemes, so a Devanagari syllable is never split from its vowel sign.
 */
export function clip(text: string, max: number): string {
  let kept = "";
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = Array.from(segment).length;
    if (length + size > max) break;
    kept += segment;
    length += size;
  }
  return kept.trimEnd();
}

/** Line breaks and runs of spaces as one space: for titles and names, which are one line. */
export const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The paragraphs of a text typed with line breaks between them. */
export const paragraphs = (text: string): string[] =>
  text
    .split("\n")
    .map(oneLine)
    .filter((paragraph) => paragraph !== "");

/** An absolute address on the site: "https://society.example" and "/journal/articles/x/". */
export const absoluteUrl = (siteUrl: string, path: string): string => new URL(path, siteUrl).href;
