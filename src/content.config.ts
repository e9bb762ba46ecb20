import { defineCollection } from "astro:content";
import { newsRecord } from "./domain/news";
import { newsCollection } from "./server/resources/news";

/** Content that admins edit lives in the store; the build reads it through these loaders. */
const news = defineCollection({
  loader: async () => (await newsCollection.list()).map((record) => ({ ...record, id: record._id })),
  schema: newsRecord,
});

export const collections = { news };
