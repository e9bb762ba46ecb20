import type { EventAbstractRecord } from "../../../domain/event-abstracts";
import { eventDates } from "../../../domain/event-dates";
import { eventPath } from "../../../domain/event-pages";
import { EVENT_KIND_LABELS, type EventRecord } from "../../../domain/events";
import { siteUrl } from "../../core/config";
import { composeMail, type ComposedMail } from "../compose";

/**
 * The messages about an abstract (docs/rules/events.md §8): to its author when it arrives (new or
 * revised), and when the office decides, with the office's note. Pure: the caller sends them.
 */

type Abstract = Pick<EventAbstractRecord, "name" | "reference" | "title" | "presentingAuthor" | "status" | "note">;
type Event = Pick<EventRecord, "title" | "kind" | "slug" | "startDate" | "endDate" | "venue" | "contactEmail">;

const whenAndWhere = (event: Event) =>
  `${event.title} (${EVENT_KIND_LABELS[event.kind]}), ${eventDates(event)}, ${event.venue}`;

const pageOf = (event: Event) => `${siteUrl()}${eventPath(event)}`;

export function abstractReceivedMessage(abstract: Abstract, event: Event, revised: boolean): ComposedMail {
  return composeMail({
    subject: `${revised ? "Revised abstract" : "Abstract"} received (${abstract.reference})`,
    greeting: `Dear ${abstract.name},`,
    paragraphs: [
      `Thank you for sending ${revised ? "the revised version of " : ""}your abstract "${abstract.title}" for ${whenAndWhere(event)}.`,
      `Its reference is ${abstract.reference}; please quote it whenever you write to us about it. Presenting author: ${abstract.presentingAuthor}.`,
      "The office will read it and e-mail you its decision.",
      `Questions about the event: ${event.contactEmail}.`,
      "If you did not send this abstract, please let us know by replying to this e-mail.",
    ],
  });
}

const DECISIONS: Record<EventAbstractRecord["status"], { subject: string; words: string }> = {
  accepted: { subject: "Abstract accepted", words: "has been accepted" },
  revision: { subject: "Abstract: a revision is asked", words: "needs a revision before the office decides" },
  rejected: { subject: "Abstract not accepted", words: "has not been accepted" },
  submitted: { subject: "Abstract under review again", words: "is under review again" },
};

export function abstractDecisionMessage(abstract: Abstract, event: Event): ComposedMail {
  const decision = DECISIONS[abstract.status];
  const next = {
    accepted: [`It is listed with the accepted abstracts on the event's page: ${pageOf(event)}`],
    revision: [
      `Please send the revised abstract with the form on the event's page, ${pageOf(event)}, giving your reference ${abstract.reference} and this e-mail address. It is taken even after the deadline for new abstracts.`,
    ],
    rejected: [],
    submitted: ["The office will e-mail you its decision."],
  }[abstract.status];
  return composeMail({
    subject: `${decision.subject} (${abstract.reference})`,
    greeting: `Dear ${abstract.name},`,
    paragraphs: [
      `Your abstract "${abstract.title}" (${abstract.reference}) for ${whenAndWhere(event)} ${decision.words}.`,
      ...(abstract.note === "" ? [] : [`Note from the office:\n${abstract.note}`]),
      ...next,
      `Questions about the event: ${event.contactEmail}.`,
    ],
  });
}
