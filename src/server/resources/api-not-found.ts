import { json } from "../api/handler";

export const apiNotFoundHandler = (request: Request): Response =>
  json({ message: `There is no API at ${new URL(request.url).pathname}.` }, 404);
