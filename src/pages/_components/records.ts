import { getCollection, type CollectionEntry, type CollectionKey } from "astro:content";

/** The records of a content collection: the store's data, without Astro's entry around each. */
export async function records<C extends CollectionKey>(collection: C): Promise<CollectionEntry<C>["data"][]> {
  return (await getCollection(collection)).map((entry) => entry.data);
}
