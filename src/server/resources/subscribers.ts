import { SUBSCRIBE_MESSAGES, subscriberInput } from "../../domain/subscribers";
import { clientWindowLimit } from "../http/client-limit";
import { subscribersCollection } from "../content/collections";
import { HttpError } from "../http/errors";
import { json, resource, route } from "../api/handler";

/**
 * The footer's subscribe form. Anyone may subscribe (a repeat is answered like the first time, so
 * the form never tells a stranger whether an address is on the list); only the administrator
 * reads the list. Subscribing changes nothing on the public pages, so nothing is rebuilt.
 */

/** Thrown inside the write when the address is already on the list: nothing is written. */
class AlreadySubscribed extends Error {}

/** Subscriptions per client address per window (see clientWindowLimit). */
export const SUBSCRIBE_LIMIT = 10;
const SUBSCRIBE_WINDOW_MS = 10 * 60 * 1000;
export const takeSubscribeSlot = clientWindowLimit(SUBSCRIBE_LIMIT, SUBSCRIBE_WINDOW_MS);

const subscribe = route({
  body: subscriberInput,
  activity: "subscribe",
  async handle({ body, clientIp }) {
    if (!takeSubscribeSlot(clientIp)) {
      throw new HttpError(429, SUBSCRIBE_MESSAGES.throttled, {}, { "retry-after": "600" });
    }
    const answer = { message: SUBSCRIBE_MESSAGES.subscribed, email: body.email };
    try {
      // The check runs inside the conditional write, so two quick repeats still store one record.
      await subscribersCollection.insert({ email: body.email }, (records) => {
        if (records.some((record) => record.email === body.email)) throw new AlreadySubscribed();
      });
    } catch (error) {
      if (error instanceof AlreadySubscribed) return json(answer, 200);
      throw error;
    }
    return json(answer, 201);
  },
});

const list = route({
  admin: "membership",
  async handle() {
    return [...(await subscribersCollection.list())].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  },
});

/** POST /api/subscribers (public) and GET /api/subscribers (administrator). */
export const subscribersHandler = resource({ GET: list, POST: subscribe });
