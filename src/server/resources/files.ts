import { serveFile } from "../content/files";
import { resource, route } from "../api/handler";

export const filesHandler = resource({
  "GET :id": route({ handle: ({ id }) => serveFile(id) }),
});
