import { sortWorkshopsBySerialNumber, workshopsInput } from "../../domain/workshops";
import { workshopsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";

const workshops = crudRoutes({
  area: "content",
  collection: workshopsCollection,
  input: workshopsInput,
  noun: "Workshop",
  sort: sortWorkshopsBySerialNumber,
});

export const workshopsHandler = resource({
  GET: workshops.list,
  "GET :id": workshops.get,
  POST: workshops.create,
  "PUT :id": workshops.update,
  "DELETE :id": workshops.remove,
});
