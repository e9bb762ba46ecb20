import type { StoredMeta } from "../../domain/fields";
import { newsInput, sortNewsNewestFirst, type NewsRecord } from "../../domain/news";
import { newsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { sanitizeRichText } from "../content/html";
import { resource } from "../api/handler";

type NewsInputParsed = ReturnType<typeof newsInput.parse>;

/** Stored form of validated input: rich text cleaned. */
export const cleanNews = (body: NewsInputParsed): Omit<NewsRecord, keyof StoredMeta> => ({
  ...body,
  bigContent: sanitizeRichText(body.bigContent),
});

const news = crudRoutes({
  area: "content",
  collection: newsCollection,
  input: newsInput,
  noun: "News",
  sort: sortNewsNewestFirst,
  toRecord: cleanNews,
});

export const newsHandler = resource({
  GET: news.list,
  "GET :id": news.get,
  POST: news.create,
  "PUT :id": news.update,
  "DELETE :id": news.remove,
});

/** DELETE /api/news-path/{id}: the other delete path the admin client uses (DECISIONS 2). */
export const newsPathHandler = resource({ "DELETE :id": news.remove });
