import { conferenceListingInput, sortConferenceListings } from "../../domain/conference-listings";
import { conferenceListingsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { resource } from "../api/handler";

const listings = crudRoutes({
  area: "content",
  collection: conferenceListingsCollection,
  input: conferenceListingInput,
  noun: "Conference listing",
  sort: sortConferenceListings,
});

export const conferenceListingsHandler = resource({
  GET: listings.list,
  "GET :id": listings.get,
  POST: listings.create,
  "PUT :id": listings.update,
  "DELETE :id": listings.remove,
});
