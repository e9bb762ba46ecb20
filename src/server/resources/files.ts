import { serveFile } from "../files";
import { resource, route } from "../http";

export const filesHandler = resource({
  "GET :id": route({ handle: ({ id }) => serveFile(id) }),
});
