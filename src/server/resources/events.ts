import { eventInput, sortEvents } from "../../domain/events";
import { adminMayUse } from "../auth/admins/identity";
import { eventsCollection } from "../content/collections";
import { json, message, resource, route } from "../api/handler";
import { uploadedFile } from "../api/uploaded-file";
import { conflict, notFound } from "../http/errors";
import { addEvent, EVENT_NOT_FOUND, updateEvent } from "../events/events";
import { countEventRegistrations, placesLeft } from "../events/registrations";
import { countEventAbstracts } from "../events/abstract-records";
import { offerAddedPlaces } from "../events/waiting-list";

/**
 * The events (docs/rules/events.md §1). One path answers visitors with the published events and
 * the office (a content or membership token) with every event, drafts included; the answer varies
 * by Authorization and only the visitors' is kept by the CDN. Editors and the owner write them.
 */

const brochure = uploadedFile("pdf", "brochure");
const VISITOR_SOURCES = [eventsCollection.name];

const everyEvent = eventsCollection.preparedList((events) => sortEvents(events));
const publishedEvents = eventsCollection.preparedList((events) =>
  sortEvents(events.filter((event) => event.published)),
);

/** Every role reads the drafts: editors write events, the membership office takes their registrations. */
const isOffice = (request: Request) => adminMayUse(request, "any");

export const EVENT_DELETE_REFUSED =
  "This event has registrations: it cannot be deleted. Take it off the site instead (clear Published).";
export const EVENT_DELETE_REFUSED_ABSTRACTS =
  "This event has abstracts: it cannot be deleted. Take it off the site instead (clear Published), or delete its abstracts first.";

const list = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, reads }) {
    const answer = (await isOffice(request)) ? await everyEvent(reads) : await publishedEvents(reads);
    return json(answer, 200, { vary: "Authorization" }, request);
  },
});

const read = route({
  cachedFrom: VISITOR_SOURCES,
  async handle({ request, id, reads }) {
    const event = await eventsCollection.get(id, reads);
    if (!event || !(event.published || (await isOffice(request)))) throw notFound(EVENT_NOT_FOUND);
    return json(event, 200, { vary: "Authorization" }, request);
  },
});

const create = route({
  admin: "content",
  body: eventInput,
  files: brochure.files,
  publishes: true,
  status: 201,
  async handle({ body, files }) {
    return addEvent(body, await brochure.urlFor(files, `Brochure, ${body.title}`, undefined));
  },
});

const update = route({
  admin: "content",
  body: eventInput,
  files: brochure.files,
  publishes: true,
  async handle({ id, body, files, expectedUpdatedAt }) {
    const current = await eventsCollection.get(id);
    if (!current) throw notFound(EVENT_NOT_FOUND);
    const url = await brochure.urlFor(files, `Brochure, ${body.title}`, current);
    const updated = await updateEvent(id, body, { brochure: url, expectedUpdatedAt });
    await brochure.afterWrite(current, updated);
    // More places than before (or no limit): those waiting are offered them first (docs/rules/events.md §4).
    await offerAddedPlaces(current, updated);
    return updated;
  },
});

const remove = route({
  admin: "content",
  publishes: true,
  async handle({ id }) {
    if ((await countEventRegistrations(id)) > 0) throw conflict(EVENT_DELETE_REFUSED);
    if ((await countEventAbstracts(id)) > 0) throw conflict(EVENT_DELETE_REFUSED_ABSTRACTS);
    const removed = await eventsCollection.remove(id);
    if (!removed) throw notFound(EVENT_NOT_FOUND);
    await brochure.afterWrite(removed, undefined);
    return message("Event deleted successfully!");
  },
});

/** GET, POST /api/events; GET, PUT, DELETE /api/events/{id}. */
export const eventsHandler = resource({
  GET: list,
  "GET :id": read,
  POST: brochure.guard(create),
  "PUT :id": brochure.guard(update),
  "DELETE :id": remove,
});

const places = route({
  async handle({ id }) {
    const event = await eventsCollection.get(id);
    if (!event?.published) throw notFound(EVENT_NOT_FOUND);
    return { capacity: event.capacity, placesLeft: await placesLeft(event) };
  },
});

/** GET /api/events/{id}/places: how many places are left, as the event page shows it (not kept by the CDN). */
export const eventPlacesHandler = resource({ "GET :id": places });
