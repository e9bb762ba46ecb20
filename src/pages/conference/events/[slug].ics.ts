import type { APIRoute, GetStaticPaths } from "astro";
import { eventCalendar } from "../../../domain/event-calendar";
import type { EventRecord } from "../../../domain/events";
import { publicEvents } from "../_components/public-events";

/**
 * /conference/events/{address}.ics: the event as an iCalendar file, for "Add to calendar" on its
 * page (docs/rules/events.md §2); the same file the registration e-mail carries, prebuilt.
 */
export const getStaticPaths = (async () =>
  (await publicEvents()).map((event) => ({ params: { slug: event.slug }, props: { event } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ event: EventRecord }> = ({ props, site }) =>
  new Response(eventCalendar(props.event, site?.host ?? "localhost"), {
    headers: { "content-type": "text/calendar; charset=utf-8" },
  });
