import { awardsInput, sortAwardsBySno, type AwardsRecord } from "../../domain/awards";
import { crudRoutes } from "../crud";
import { resource } from "../http";
import { collection } from "../store";

export const awardsCollection = collection<AwardsRecord>("awards");

const awards = crudRoutes({
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
