import * as z from "zod";

/**
 * The site search's index is written in parts (docs/decisions/site-search.md): each a Pagefind
 * bundle of its own in a folder of /pagefind/ named by what it holds, so a rebuild indexes again
 * only the parts whose pages changed. This file, written last, names the parts of the live build.
 */
export const INDEX_PARTS_FILE = "parts.json";

export const indexParts = z.object({
  /** Folder names under /pagefind/, each a Pagefind bundle; none when no page is indexed. */
  parts: z.array(z.string().regex(/^part-[0-9a-f]{16}$/)),
});

export type IndexParts = z.output<typeof indexParts>;

/** The parts file as the build wrote it, or undefined when it is not one. */
export function parseIndexParts(text: string): IndexParts | undefined {
  try {
    const parsed = indexParts.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
