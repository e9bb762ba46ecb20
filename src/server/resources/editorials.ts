import { editorialsInput } from "../../domain/editorials";
import { editorialsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";

/** Stored in the order entered; the pages group them by category (groupEditorialsByCategory). */
const editorials = crudRoutes({
  area: "content",
  collection: editorialsCollection,
  input: editorialsInput,
  noun: "Editorial entry",
});

export const editorialsHandler = resource({
  GET: editorials.list,
  "GET :id": editorials.get,
  POST: editorials.create,
  "PUT :id": editorials.update,
  "DELETE :id": editorials.remove,
});
