import { resource, route } from "../api/handler";
import { readPublishStatus } from "../content/publish";

export const publishStatusHandler = resource({
  GET: route({ admin: "any", handle: readPublishStatus }),
});
