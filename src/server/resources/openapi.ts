import { apiOperations } from "../api-reference";
import { json, resource, route } from "../http";
import { openApiDocument } from "../openapi";

let document: unknown;

export const openApiHandler = resource({
  GET: route({
    handle: () => {
      document ??= openApiDocument(apiOperations, "1.0.0");
      return Promise.resolve(json(document, 200, { "cache-control": "public, max-age=300" }));
    },
  }),
});
