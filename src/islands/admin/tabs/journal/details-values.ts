import type { JournalDetails, JournalDetailsInput } from "../../../../domain/journal";
import type { FieldOf } from "../../ui/validation";
import { GUEST_EDITOR } from "./guest-editors";
import { readRows, rowsFieldOf, writeRows } from "../../ui/rows/rows";

/**
 * The journal's details form holds text (lists one entry per line, rows as JSON text: rows.ts) and
 * whether there is a current special issue; the API's schema turns it into the details.
 */

export interface DetailsValues {
  name: string;
  issnPrint: string;
  issnOnline: string;
  publisher: string;
  frequency: string;
  focusAreas: string;
  indexingServices: string;
  submissionGuidelines: string;
  editorialEmail: string;
  licence: string;
  hasSpecialIssue: boolean;
  specialTitle: string;
  specialSummary: string;
  guestEditors: string;
  specialDates: string;
}

const SPECIAL_DATE = { term: "", detail: "" };

const lines = (list: readonly string[]) => list.join("\n");

export function detailsValues(details: JournalDetails): DetailsValues {
  const special = details.specialIssue;
  return {
    name: details.name,
    issnPrint: details.issnPrint,
    issnOnline: details.issnOnline,
    publisher: details.publisher,
    frequency: details.frequency,
    focusAreas: lines(details.focusAreas),
    indexingServices: lines(details.indexingServices),
    submissionGuidelines: lines(details.submissionGuidelines),
    editorialEmail: details.editorialEmail,
    licence: details.licence,
    hasSpecialIssue: special !== null,
    specialTitle: special?.title ?? "",
    specialSummary: special?.summary ?? "",
    guestEditors: writeRows(special?.guestEditors ?? []),
    specialDates: writeRows(special?.dates ?? []),
  };
}

/** What the API is sent: lists as typed (the schema splits them), no special issue as null. */
export function detailsInput(values: DetailsValues): JournalDetailsInput {
  return {
    name: values.name,
    issnPrint: values.issnPrint,
    issnOnline: values.issnOnline,
    publisher: values.publisher,
    frequency: values.frequency,
    focusAreas: values.focusAreas,
    indexingServices: values.indexingServices,
    submissionGuidelines: values.submissionGuidelines,
    editorialEmail: values.editorialEmail,
    licence: values.licence as JournalDetailsInput["licence"],
    specialIssue: values.hasSpecialIssue
      ? {
          title: values.specialTitle,
          summary: values.specialSummary,
          guestEditors: readRows(values.guestEditors, GUEST_EDITOR),
          dates: readRows(values.specialDates, SPECIAL_DATE),
        }
      : null,
  };
}

/** The special issue's paths to the form's fields: "specialIssue.dates.1.term" -> "specialDates.1.term". */
const SPECIAL_FIELDS: Record<string, string> = {
  title: "specialTitle",
  summary: "specialSummary",
  guestEditors: "guestEditors",
  dates: "specialDates",
};

const rowFields = rowsFieldOf(["guestEditors", "specialDates"]);

export const detailsFieldOf: FieldOf = (path) => {
  const [first, second, ...rest] = path.split(".");
  if (first !== "specialIssue") return rowFields(path);
  if (second === undefined) return "specialTitle";
  const field = SPECIAL_FIELDS[second] ?? "specialTitle";
  return rowFields([field, ...rest].join("."));
};

export const sameDetails = (a: DetailsValues, b: DetailsValues): boolean =>
  (Object.keys(a) as (keyof DetailsValues)[]).every((key) => a[key] === b[key]);
