import { editorialsInput, type EditorialsRecord } from "../../domain/editorials";
import { crudRoutes } from "../crud";
import { resource } from "../http";
import { collection } from "../store";

export const editorialsCollection = collection<EditorialsRecord>("editorials");

/** Stored in the order entered; the pages group them by category (groupEditorialsByCategory). */
const editorials = crudRoutes({
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
