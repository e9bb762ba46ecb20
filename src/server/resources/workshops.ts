import { sortWorkshopsBySerialNumber, workshopsInput, type WorkshopsRecord } from "../../domain/workshops";
import { crudRoutes } from "../crud";
import { resource } from "../http";
import { collection } from "../store";

export const workshopsCollection = collection<WorkshopsRecord>("workshops");

const workshops = crudRoutes({
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
