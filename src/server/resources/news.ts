import { newsInput, sortNewsNewestFirst, type NewsRecord } from "../../domain/news";
import { notFound } from "../errors";
import { sanitizeRichText } from "../html";
import { message, resource, route } from "../http";
import { collection } from "../store";

export const newsCollection = collection<NewsRecord>("news");

/** Stored form of validated input: rich text cleaned. */
export const cleanNews = (input: ReturnType<typeof newsInput.parse>) => ({
  ...input,
  bigContent: sanitizeRichText(input.bigContent),
});

const remove = route({
  admin: true,
  publishes: true,
  async handle({ id }) {
    if (!(await newsCollection.remove(id))) throw notFound("News item");
    return message("News deleted successfully!");
  },
});

export const newsHandler = resource({
  GET: route({ handle: async () => sortNewsNewestFirst(await newsCollection.list()) }),
  "GET :id": route({
    async handle({ id }) {
      return (await newsCollection.get(id)) ?? Promise.reject(notFound("News item"));
    },
  }),
  POST: route({
    admin: true,
    body: newsInput,
    publishes: true,
    status: 201,
    handle: ({ body }) => newsCollection.insert(cleanNews(body)),
  }),
  "PUT :id": route({
    admin: true,
    body: newsInput,
    publishes: true,
    async handle({ id, body }) {
      return (await newsCollection.replace(id, cleanNews(body))) ?? Promise.reject(notFound("News item"));
    },
  }),
  "DELETE :id": remove,
});
