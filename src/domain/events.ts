import * as z from "zod";
import { ABSTRACT_MESSAGES } from "./event-abstract-rules";
import {
  booleanField,
  emailField,
  formObjectList,
  isoDate,
  limitedText,
  lineList,
  moneyField,
  positiveWhole,
  slugField,
  storedMeta,
} from "./fields";
import { formatLongDate } from "./format";
import { INDIAN_STATES } from "./indian-states";
import type { Standing } from "./member-standing";
import { toPaise, toRupees } from "./money";
import { findIndianState, isBlank } from "./registration-rules";
import { sacField } from "./settings";

/**
 * The society's events (docs/rules/events.md): national symposia, international conferences and
 * workshops, each with its dates, venue, registration window, optional capacity and fee categories.
 * Pure: "today" is India's date, given by the caller.
 */

export const EVENT_KINDS = ["symposium", "conference", "workshop"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What the public pages and the panel call each kind (the site's Conference menu). */
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  symposium: "National symposium",
  conference: "International conference",
  workshop: "Workshop/Brain Storming",
};

/** Who may choose a fee category: anyone, or members in good standing only (Life, Active, Expiring). */
export const FEE_ELIGIBILITIES = ["anyone", "members"] as const;
export type FeeEligibility = (typeof FEE_ELIGIBILITIES)[number];

/** The standings that count as "in good standing" for a members' category. */
export const GOOD_STANDINGS: readonly Standing[] = ["Life", "Active", "Expiring"];

/** Days a registrant offered a freed place has to pay, unless the event says otherwise. */
export const DEFAULT_OFFER_DAYS = 7;

export const EVENT_MESSAGES = {
  endBeforeStart: "End date cannot be before the start date.",
  closesBeforeOpens: "Registration cannot close before it opens.",
  closesAfterEnd: "Registration cannot close after the event ends.",
  earlyBirdAfterCloses: "The early-bird date cannot be after registration closes.",
  earlyBirdNotLower: "The early-bird amount must be less than the regular amount.",
  duplicateCategory: "Each fee category needs a name of its own.",
  taken: "Another event has this address.",
} as const;

/** An amount and its GST as typed; the total is worked out to the paisa. */
const priced = { fee: moneyField("Fee"), gst: moneyField("GST") };

/** An early-bird price: the amount and its GST until a date (that day included). */
const earlyBird = z.object({ ...priced, until: isoDate("Early-bird date") });

const optionalEarlyBird = z.preprocess(
  (value) => (value === null || value === "" || value === undefined ? null : value),
  earlyBird.nullable(),
);

export const feeCategoryInput = z.object({
  name: limitedText("Category", 100),
  ...priced,
  eligibility: z
    .enum(FEE_ELIGIBILITIES, { error: "Who may choose the category must be anyone or members." })
    .default("anyone"),
  earlyBird: optionalEarlyBird.default(null),
});
export type FeeCategory = z.output<typeof feeCategoryInput>;
export type FeeCategoryInput = z.input<typeof feeCategoryInput>;

/**
 * Where in India the event is held: the place of supply of its fees (admission to an event is
 * supplied where it is held, IGST Act s. 12(6)); left out, the society's own state. Matched without
 * regard to case or spaces, as the other state fields are.
 */
const optionalState = z.preprocess(
  (value) =>
    value === null || value === undefined || (typeof value === "string" && isBlank(value))
      ? undefined
      : typeof value === "string"
        ? (findIndianState(value) ?? value)
        : value,
  z.enum(INDIAN_STATES, { error: "State must be one of India's states and union territories." }).optional(),
);

/** The last day abstracts are taken (docs/rules/events.md §8); left out, the event takes none. */
const optionalAbstractsDeadline = z.preprocess(
  (value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value),
  isoDate("Abstracts until").optional(),
);

const optionalCapacity = z.preprocess(
  (value) =>
    value === null || value === undefined || (typeof value === "string" && value.trim() === "") ? null : value,
  positiveWhole("Capacity").nullable(),
);

/** What the admin form and the API accept for an event (its brochure is an upload of its own). */
export const eventInput = z
  .object({
    title: limitedText("Title", 300),
    kind: z.enum(EVENT_KINDS, { error: "Kind must be symposium, conference or workshop." }),
    slug: slugField("Address"),
    startDate: isoDate("Start date"),
    endDate: isoDate("End date"),
    venue: limitedText("Venue", 300),
    state: optionalState,
    description: z
      .string()
      .trim()
      .max(10_000, { error: "Description is too long (10,000 characters at most)." })
      .default(""),
    organisers: lineList("Organisers", 0).default([]),
    contactEmail: emailField("Contact e-mail"),
    registrationOpens: isoDate("Registration opens"),
    registrationCloses: isoDate("Registration closes"),
    capacity: optionalCapacity.default(null),
    offerDays: positiveWhole("Days to pay a freed place").default(DEFAULT_OFFER_DAYS),
    sac: sacField,
    abstractsUntil: optionalAbstractsDeadline,
    fees: formObjectList(z.array(feeCategoryInput).min(1, { error: "Give at least one fee category." })),
    published: booleanField("Published").default(false),
  })
  .superRefine((event, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (event.endDate < event.startDate) problem("endDate", EVENT_MESSAGES.endBeforeStart);
    if (event.registrationCloses < event.registrationOpens)
      problem("registrationCloses", EVENT_MESSAGES.closesBeforeOpens);
    if (event.registrationCloses > event.endDate) problem("registrationCloses", EVENT_MESSAGES.closesAfterEnd);
    if (event.abstractsUntil !== undefined && event.abstractsUntil > event.endDate)
      problem("abstractsUntil", ABSTRACT_MESSAGES.deadlineAfterEnd);
    const names = new Set<string>();
    event.fees.forEach((category, index) => {
      const name = category.name.toLocaleLowerCase("en-IN");
      if (names.has(name))
        context.addIssue({ code: "custom", path: ["fees", index, "name"], message: EVENT_MESSAGES.duplicateCategory });
      names.add(name);
      const early = category.earlyBird;
      if (!early) return;
      if (early.until > event.registrationCloses)
        context.addIssue({
          code: "custom",
          path: ["fees", index, "earlyBird", "until"],
          message: EVENT_MESSAGES.earlyBirdAfterCloses,
        });
      if (totalPaise(early) >= totalPaise(category))
        context.addIssue({
          code: "custom",
          path: ["fees", index, "earlyBird", "fee"],
          message: EVENT_MESSAGES.earlyBirdNotLower,
        });
    });
  });
export type EventInput = z.input<typeof eventInput>;
export type EventFields = z.output<typeof eventInput>;

const priceRecord = z.object({ fee: z.number(), gst: z.number() });

export const eventRecord = storedMeta.extend({
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  slug: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  state: z.enum(INDIAN_STATES).optional(),
  description: z.string(),
  organisers: z.array(z.string()),
  contactEmail: z.string(),
  registrationOpens: z.string(),
  registrationCloses: z.string(),
  capacity: z.number().nullable(),
  offerDays: z.number(),
  sac: z.string(),
  /** The last day abstracts are taken (India's); none on an event that takes no abstracts. */
  abstractsUntil: z.string().optional(),
  fees: z.array(
    priceRecord.extend({
      name: z.string(),
      eligibility: z.enum(FEE_ELIGIBILITIES),
      earlyBird: priceRecord.extend({ until: z.string() }).nullable(),
    }),
  ),
  /** The brochure's address (a stored PDF), or "" for none. */
  brochure: z.string(),
  published: z.boolean(),
});
export type EventRecord = z.infer<typeof eventRecord>;

/** Events in the order of their start dates (then titles): the API's and the panel's order. */
export const sortEvents = <T extends Pick<EventRecord, "startDate" | "title">>(events: readonly T[]): T[] =>
  [...events].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title, "en-IN"));

function totalPaise(price: { fee: number; gst: number }): number {
  return toPaise(price.fee) + toPaise(price.gst);
}

/** An amount and its GST together, to the paisa. */
export const priceTotal = (price: { fee: number; gst: number }): number => toRupees(totalPaise(price));

/** What a registrant pays, frozen on the registration on the day they register. */
export interface EventPrice {
  category: string;
  fee: number;
  gst: number;
  total: number;
  earlyBird: boolean;
}

/** A category's price on `today` (India's date): the early-bird amount up to its date, then the regular one. */
export function priceOn(category: FeeCategory, today: string): EventPrice {
  const early = category.earlyBird !== null && today <= category.earlyBird.until ? category.earlyBird : null;
  const price = early ?? category;
  return {
    category: category.name,
    fee: price.fee,
    gst: price.gst,
    total: priceTotal(price),
    earlyBird: early !== null,
  };
}

/** Where registration stands on `today`: not open yet, open, or closed (the closing day included). */
export type RegistrationWindow = "not-open" | "open" | "closed";

export function registrationWindow(
  event: Pick<EventRecord, "registrationOpens" | "registrationCloses">,
  today: string,
): RegistrationWindow {
  if (today < event.registrationOpens) return "not-open";
  return today > event.registrationCloses ? "closed" : "open";
}

export const EVENT_REGISTRATION_MESSAGES = {
  notFound: "This event does not exist or is not open for registration.",
  notOpen: (day: string) => `Registration for this event opens on ${formatLongDate(day)}.`,
  closed: (day: string) => `Registration for this event closed on ${formatLongDate(day)}.`,
  unknownCategory: (names: readonly string[]) => `Category must be one of: ${names.join(", ")}.`,
  membersOnly: (name: string) =>
    `The ${name} category is for members in good standing (Life, Active or Expiring): sign in as a member first, or choose another category.`,
  notInGoodStanding: (name: string, standing: Standing) =>
    `The ${name} category is for members in good standing (Life, Active or Expiring); your membership is ${standing}.`,
} as const;

/**
 * The category a registrant may take and its price on `today`, or why not. `standing` is the
 * signed-in member's (from their session), undefined for anyone else.
 */
export function chooseCategory(
  event: Pick<EventRecord, "fees">,
  name: string,
  standing: Standing | undefined,
  today: string,
): { ok: true; price: EventPrice } | { ok: false; message: string } {
  const wanted = name.trim().toLocaleLowerCase("en-IN");
  const category = event.fees.find((candidate) => candidate.name.toLocaleLowerCase("en-IN") === wanted);
  if (!category)
    return {
      ok: false,
      message: EVENT_REGISTRATION_MESSAGES.unknownCategory(event.fees.map((candidate) => candidate.name)),
    };
  if (category.eligibility === "members") {
    if (standing === undefined) return { ok: false, message: EVENT_REGISTRATION_MESSAGES.membersOnly(category.name) };
    if (!GOOD_STANDINGS.includes(standing))
      return { ok: false, message: EVENT_REGISTRATION_MESSAGES.notInGoodStanding(category.name, standing) };
  }
  return { ok: true, price: priceOn(category, today) };
}
