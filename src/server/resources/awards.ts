import { awardsInput, sortAwardsBySno } from "../../domain/awards";
import { awardsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";

const awards = crudRoutes({
  area: "content",
  collection: awardsCollection,
  input: awardsInput,
  noun: "Award",
  sort: sortAwardsBySno,
});

export const awardsHandler = resource({
  GET: awards.list,
  "GET :id": awards.get,
  POST: awards.create,
  "PUT :id": awards.update,
  "DELETE :id": awards.remove,
});
