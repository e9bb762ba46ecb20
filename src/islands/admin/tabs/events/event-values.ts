import type { EventInput, EventRecord, FeeCategoryInput } from "../../../../domain/events";
import { readRows, writeRows } from "../../ui/rows/rows";
import type { FieldOf } from "../../ui/validation";
import { firstSegment } from "../../ui/validation";

/**
 * The Events tab's form holds text (organisers one per line, the fee categories as rows of JSON
 * text: ../../ui/rows/rows.ts), whether the event is published, and the brochure chosen; the API's
 * schema turns it into an event (docs/rules/events.md §1).
 */

/** A fee category as the form edits it: amounts as typed, the early-bird price as three optional fields. */
export const FEE_ROW = {
  name: "",
  fee: "",
  gst: "",
  membersOnly: false,
  earlyFee: "",
  earlyGst: "",
  earlyUntil: "",
};
export type FeeRow = typeof FEE_ROW;

export interface EventValues {
  title: string;
  kind: string;
  slug: string;
  startDate: string;
  endDate: string;
  venue: string;
  /** The Indian state it is held in ("" for the society's own). */
  state: string;
  description: string;
  organisers: string;
  contactEmail: string;
  registrationOpens: string;
  registrationCloses: string;
  capacity: string;
  offerDays: string;
  sac: string;
  /** The last day abstracts are taken ("" when the event takes none). */
  abstractsUntil: string;
  /** The fee categories' rows as JSON text. */
  fees: string;
  published: boolean;
  brochure: File | null;
  /** The stored brochure's URL ("" when there is none). */
  currentBrochure: string;
}

export const blankEvent: EventValues = {
  title: "",
  kind: "",
  slug: "",
  startDate: "",
  endDate: "",
  venue: "",
  state: "",
  description: "",
  organisers: "",
  contactEmail: "",
  registrationOpens: "",
  registrationCloses: "",
  capacity: "",
  offerDays: "7",
  sac: "",
  abstractsUntil: "",
  fees: writeRows([{ ...FEE_ROW }]),
  published: false,
  brochure: null,
  currentBrochure: "",
};

const amount = (rupees: number) => String(rupees);

export function eventValues(event: EventRecord): EventValues {
  return {
    title: event.title,
    kind: event.kind,
    slug: event.slug,
    startDate: event.startDate,
    endDate: event.endDate,
    venue: event.venue,
    state: event.state ?? "",
    description: event.description,
    organisers: event.organisers.join("\n"),
    contactEmail: event.contactEmail,
    registrationOpens: event.registrationOpens,
    registrationCloses: event.registrationCloses,
    capacity: event.capacity === null ? "" : String(event.capacity),
    offerDays: String(event.offerDays),
    sac: event.sac,
    abstractsUntil: event.abstractsUntil ?? "",
    fees: writeRows(
      event.fees.map((category) => ({
        name: category.name,
        fee: amount(category.fee),
        gst: amount(category.gst),
        membersOnly: category.eligibility === "members",
        earlyFee: category.earlyBird ? amount(category.earlyBird.fee) : "",
        earlyGst: category.earlyBird ? amount(category.earlyBird.gst) : "",
        earlyUntil: category.earlyBird?.until ?? "",
      })),
    ),
    published: event.published,
    brochure: null,
    currentBrochure: event.brochure,
  };
}

/** The fee categories as the API takes them: an early-bird price only when one of its fields is filled. */
export function feesInput(text: string): FeeCategoryInput[] {
  return readRows(text, FEE_ROW).map((row) => ({
    name: row.name,
    fee: row.fee,
    gst: row.gst,
    eligibility: row.membersOnly ? "members" : "anyone",
    earlyBird:
      row.earlyFee.trim() || row.earlyGst.trim() || row.earlyUntil.trim()
        ? { fee: row.earlyFee, gst: row.earlyGst, until: row.earlyUntil }
        : null,
  }));
}

/** What the API is sent (the brochure beside it, in the form data). */
export function eventInputOf(values: EventValues): EventInput {
  return {
    title: values.title,
    kind: values.kind as EventInput["kind"],
    slug: values.slug,
    startDate: values.startDate,
    endDate: values.endDate,
    venue: values.venue,
    state: values.state,
    description: values.description,
    organisers: values.organisers,
    contactEmail: values.contactEmail,
    registrationOpens: values.registrationOpens,
    registrationCloses: values.registrationCloses,
    capacity: values.capacity,
    offerDays: values.offerDays,
    sac: values.sac,
    abstractsUntil: values.abstractsUntil,
    fees: feesInput(values.fees),
    published: values.published,
  };
}

/** The early-bird price's paths to its row fields: "fees.1.earlyBird.until" -> "fees.1.earlyUntil". */
const EARLY_FIELDS: Record<string, string> = { fee: "earlyFee", gst: "earlyGst", until: "earlyUntil" };

export const eventFieldOf: FieldOf = (path) => {
  const [first, index, field, inner] = path.split(".");
  if (first !== "fees" || index === undefined || field === undefined) return firstSegment(path);
  if (field === "eligibility") return `fees.${index}.membersOnly`;
  if (field === "earlyBird") return `fees.${index}.${EARLY_FIELDS[inner ?? ""] ?? "earlyFee"}`;
  return `fees.${index}.${field}`;
};
