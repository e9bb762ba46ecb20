import { resource, route } from "../http";
import { readPublishStatus } from "../publish";

export const publishStatusHandler = resource({
  GET: route({ admin: "any", handle: readPublishStatus }),
});
