/**
 * Where an event's registrations live in the store (docs/decisions/event-places.md): each
 * registration a document; places, waiting turns, offers of freed places and vacancies as claims,
 * each made once by a conditional create.
 */

const base = (eventId: string) => `event-registrations/${eventId}/`;

export const recordsPrefix = (eventId: string) => `${base(eventId)}records/`;
export const recordKey = (eventId: string, id: string) => `${recordsPrefix(eventId)}${id}`;
/** Place n: `{ registrationId }` of whoever holds it. */
export const placesPrefix = (eventId: string) => `${base(eventId)}places/`;
/** Turn n on the waiting list: `{ registrationId }`. */
export const waitingPrefix = (eventId: string) => `${base(eventId)}waiting/`;
/** Turn n offered a freed place: `{ place }`, made once, so one freed place goes to one registrant. */
export const offersPrefix = (eventId: string) => `${base(eventId)}offers/`;
/** Vacancy n: `{ place }`, a place freed when nobody was waiting (numbered, as a place may be freed again). */
export const vacanciesPrefix = (eventId: string) => `${base(eventId)}vacancies/`;
/** Vacancy n taken by a new registration: `{ registrationId }`, made once. */
export const vacancyTakenPrefix = (eventId: string) => `${base(eventId)}vacancy-taken/`;
/** How far the daily repair has looked among the places: `{ upTo }` (place-repair.ts). */
export const placesCheckedKey = (eventId: string) => `${base(eventId)}places-checked`;
/** Place n found held by no registration and freed, made once: `{ registrationId }` of the claim. */
export const orphansPrefix = (eventId: string) => `${base(eventId)}orphans/`;
/** Every reference once, across events: the key is the claim, its value where the registration is. */
export const referenceKey = (reference: string) => `event-references/${reference}`;
/** A signed-in member's registration, `{ eventId }`, under their id: their account lists these. */
export const memberRegistrationsPrefix = (memberId: string) => `event-members/${memberId}/`;
export const memberRegistrationKey = (memberId: string, registrationId: string) =>
  `${memberRegistrationsPrefix(memberId)}${registrationId}`;
