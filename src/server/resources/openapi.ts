import { apiOperations } from "../api-docs/api-reference";
import { json, resource, route } from "../api/handler";
import { openApiDocument } from "../api-docs/openapi";

let document: unknown;

export const openApiHandler = resource({
  GET: route({
    handle: () => {
      document ??= openApiDocument(apiOperations, "1.0.0");
      return Promise.resolve(json(document, 200, { "cache-control": "public, max-age=300" }));
    },
  }),
});
