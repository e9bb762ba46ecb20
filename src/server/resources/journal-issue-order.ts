import { articleOrderInput } from "../../domain/journal";
import { resource, route } from "../api/handler";
import { orderArticles } from "../journal/articles";

/** PUT /api/journal/issues/{id}/order: an issue's contents in a new order (the editors and the owner). */
const order = route({
  admin: "content",
  body: articleOrderInput,
  publishes: true,
  handle: ({ id, body }) => orderArticles(id, body.articles),
});

export const journalIssueOrderHandler = resource({ "PUT :id": order });
