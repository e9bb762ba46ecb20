import { awardeesInput, sortAwardeesBySno } from "../../domain/awardees";
import { awardeesCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";

/** The list is in the admin's order (S.No.); the public page narrows it with awardeesOfAward. */
const awardees = crudRoutes({
  area: "content",
  collection: awardeesCollection,
  input: awardeesInput,
  noun: "Awardee",
  sort: sortAwardeesBySno,
});

export const awardeesHandler = resource({
  GET: awardees.list,
  "GET :id": awardees.get,
  POST: awardees.create,
  "PUT :id": awardees.update,
  "DELETE :id": awardees.remove,
});
