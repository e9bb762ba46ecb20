import { create } from "xmlbuilder2";

/**
 * An XML text read back the way an indexer reads it: parsed (so entities are resolved and a stray
 * "<" would have broken it), then searched by element name in any namespace or in one.
 */
export function readXml(text: string) {
  const document = create(text).node as unknown as Document;
  const elements = (localName: string, namespace = "*"): Element[] => [
    ...document.getElementsByTagNameNS(namespace, localName),
  ];
  return {
    elements,
    texts: (localName: string, namespace = "*"): string[] =>
      elements(localName, namespace).map((element) => element.textContent),
    /** The text of the first such element inside `parent`. */
    textIn: (parent: Element, localName: string): string | undefined =>
      parent.getElementsByTagNameNS("*", localName)[0]?.textContent,
  };
}
