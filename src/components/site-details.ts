import { getCollection } from "astro:content";
import { siteDetails as siteDetailsSchema, type SiteDetails } from "../domain/site-details";

/**
 * The society's site details as this build read them from the store (src/content.config.ts): the
 * header, the footer and every page that names the society or its Secretary take them from here.
 */
export async function siteDetails(): Promise<SiteDetails> {
  const [entry] = await getCollection("siteDetails");
  if (!entry) throw new Error("The site details were not loaded.");
  // The schema keeps the details' own fields: the entry's `_id` is the loader's.
  return siteDetailsSchema.parse(entry.data);
}
