import { editorialsInput } from "../../domain/editorials";
import { editorialsCollection } from "../collections";
import { crudRoutes } from "../crud";
import { resource } from "../http";

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
