import { sortWorkshopsBySerialNumber, workshopsInput } from "../../domain/workshops";
import { workshopsCollection } from "../collections";
import { crudRoutes } from "../crud";
import { resource } from "../http";

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
