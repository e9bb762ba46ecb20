/**
 * The site search's index is written in parts (docs/decisions/site-search.md): each a Pagefind
 * bundle of its own in a folder of /pagefind/ named by what it holds, so a rebuild indexes again
 * only the parts whose pages changed. This file, written last, names the parts of the live build.
 */
export const INDEX_PARTS_FILE = "parts.json";

export interface IndexParts {
  /** Folder names under /pagefind/, each a Pagefind bundle; none when no page is indexed. */
  parts: string[];
}

const PART_NAME = /^part-[0-9a-f]{16}$/;

/** The parts file as the build wrote it, or undefined when it is not one. */
export function parseIndexParts(text: string): IndexParts | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parts = (value as { parts?: unknown } | null)?.parts;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === "string" && PART_NAME.test(part))) {
    return undefined;
  }
  return { parts: parts as string[] };
}

export const isIndexPartName = (name: string): boolean => PART_NAME.test(name);
