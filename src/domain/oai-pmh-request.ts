/**
 * An OAI-PMH 2.0 request read as the protocol says (docs/rules/journal.md §6): which verb, which
 * arguments it takes and needs, dates at the repository's granularity, and the protocol's own
 * errors for everything else. Pure: `/api/oai` answers what this decides.
 */

export const OAI_VERBS = [
  "Identify",
  "ListMetadataFormats",
  "ListSets",
  "ListIdentifiers",
  "ListRecords",
  "GetRecord",
] as const;
export type OaiVerb = (typeof OAI_VERBS)[number];

export const OAI_ERROR_CODES = [
  "badArgument",
  "badResumptionToken",
  "badVerb",
  "cannotDisseminateFormat",
  "idDoesNotExist",
  "noRecordsMatch",
  "noMetadataFormats",
  "noSetHierarchy",
] as const;
export type OaiErrorCode = (typeof OAI_ERROR_CODES)[number];

export interface OaiError {
  code: OaiErrorCode;
  message: string;
}

/** The one metadata format the repository disseminates. */
export const OAI_METADATA_PREFIX = "oai_dc";

/** What each verb accepts: required and optional arguments; a resumption token stands alone. */
const ARGUMENTS: Record<OaiVerb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ["identifier"] },
  ListSets: { required: [], optional: [], exclusive: "resumptionToken" },
  ListIdentifiers: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  ListRecords: { required: ["metadataPrefix"], optional: ["from", "until", "set"], exclusive: "resumptionToken" },
  GetRecord: { required: ["identifier", "metadataPrefix"], optional: [] },
};

/** A list request's selection, from its arguments or from the resumption token that carries them. */
export interface OaiSelection {
  metadataPrefix: string;
  /** Inclusive bounds as UTC instants (ISO strings), or undefined. */
  from?: string;
  until?: string;
  set?: string;
  /** How many items earlier pages gave. */
  offset: number;
}

export type OaiRequest =
  | { verb: "Identify" | "ListSets"; arguments: Record<string, string> }
  | { verb: "ListMetadataFormats"; arguments: Record<string, string>; identifier?: string }
  | { verb: "GetRecord"; arguments: Record<string, string>; identifier: string; metadataPrefix: string }
  | { verb: "ListIdentifiers" | "ListRecords"; arguments: Record<string, string>; selection: OaiSelection };

const isVerb = (value: string): value is OaiVerb => (OAI_VERBS as readonly string[]).includes(value);

/**
 * The repository's granularity is the second: a date is a day (its first or last second, as the
 * bound is `from` or `until`) or a UTC time to the second. Answers undefined for anything else.
 */
export function oaiBound(
  value: string,
  bound: "from" | "until",
): { instant: string; granularity: "day" | "second" } | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const second = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/.exec(value);
  const parts = (day ?? second)?.slice(1).map(Number);
  if (!parts) return undefined;
  const [year = 0, month = 0, date = 0, hour = 0, minute = 0, sec = 0] = parts;
  const time = day
    ? bound === "from"
      ? [0, 0, 0, 0]
      : [23, 59, 59, 999]
    : [hour, minute, sec, bound === "from" ? 0 : 999];
  const instant = new Date(Date.UTC(year, month - 1, date, time[0], time[1], time[2], time[3]));
  // A date that rolled over (2026-02-30) is not a date.
  if (instant.getUTCFullYear() !== year || instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date) {
    return undefined;
  }
  if (hour > 23 || minute > 59 || sec > 59) return undefined;
  return { instant: instant.toISOString(), granularity: day ? "day" : "second" };
}

/** Text as base64url and back, without Node's Buffer: the domain runs in browsers too. */
const toBase64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64Url = (token: string): string =>
  new TextDecoder("utf-8", { fatal: true }).decode(
    Uint8Array.from(atob(token.replace(/-/g, "+").replace(/_/g, "/")), (character) => character.charCodeAt(0)),
  );

/** A resumption token: the selection as base64url JSON (opaque to harvesters, checked when read). */
export const encodeResumptionToken = (selection: OaiSelection): string => toBase64Url(JSON.stringify(selection));

export function decodeResumptionToken(token: string): OaiSelection | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(token)) return undefined;
  try {
    const value = JSON.parse(fromBase64Url(token)) as Partial<OaiSelection> | null;
    if (typeof value !== "object" || value === null) return undefined;
    const { metadataPrefix, from, until, set, offset } = value;
    const optionalText = (text: unknown) => text === undefined || typeof text === "string";
    if (typeof metadataPrefix !== "string" || !optionalText(from) || !optionalText(until) || !optionalText(set)) {
      return undefined;
    }
    if (typeof offset !== "number" || !Number.isInteger(offset) || offset < 1) return undefined;
    return {
      metadataPrefix,
      offset,
      ...(from === undefined ? {} : { from }),
      ...(until === undefined ? {} : { until }),
      ...(set === undefined ? {} : { set }),
    };
  } catch {
    return undefined;
  }
}

const error = (code: OaiErrorCode, message: string): { errors: OaiError[] } => ({ errors: [{ code, message }] });

/**
 * Reads a request's arguments (from the query, or a POST's form body): a verb it knows, each
 * argument once, only those the verb takes, the required ones present, dates of one granularity in
 * order. Anything else is the protocol's error, named as the protocol names it.
 */
export function readOaiRequest(params: URLSearchParams): OaiRequest | { errors: OaiError[]; verb?: OaiVerb } {
  const verbs = params.getAll("verb");
  const verb = verbs[0] ?? "";
  if (verbs.length !== 1 || !isVerb(verb)) {
    return error(
      "badVerb",
      verbs.length > 1 ? "The verb was given more than once." : "The verb is missing or is not an OAI-PMH verb.",
    );
  }
  const args: Record<string, string> = {};
  for (const name of new Set(params.keys())) {
    if (name === "verb") continue;
    const values = params.getAll(name);
    if (values.length > 1) return { ...error("badArgument", `The argument ${name} was given more than once.`), verb };
    args[name] = values[0] ?? "";
  }
  const { required, optional, exclusive } = ARGUMENTS[verb];
  const allowed = new Set([...required, ...optional, ...(exclusive ? [exclusive] : [])]);
  const unknown = Object.keys(args).filter((name) => !allowed.has(name));
  if (unknown.length > 0) return { ...error("badArgument", `${verb} does not take ${unknown.join(", ")}.`), verb };

  if (exclusive && args[exclusive] !== undefined) {
    if (Object.keys(args).length > 1) {
      return {
        ...error("badArgument", `A resumptionToken stands alone: ${verb} takes no other argument with it.`),
        verb,
      };
    }
    // The sets (one per volume) fit one answer: no ListSets token is ever issued.
    const selection = verb === "ListSets" ? undefined : decodeResumptionToken(args[exclusive]);
    if (selection && (verb === "ListIdentifiers" || verb === "ListRecords"))
      return { verb, arguments: args, selection };
    return { ...error("badResumptionToken", "The resumption token is not one this repository issued."), verb };
  }
  const missing = required.filter((name) => args[name] === undefined || args[name] === "");
  if (missing.length > 0) return { ...error("badArgument", `${verb} needs ${missing.join(" and ")}.`), verb };

  if (verb === "Identify" || verb === "ListSets") return { verb, arguments: args };
  if (verb === "ListMetadataFormats") {
    return args.identifier === undefined
      ? { verb, arguments: args }
      : { verb, arguments: args, identifier: args.identifier };
  }
  const metadataPrefix = args.metadataPrefix ?? "";
  if (metadataPrefix !== OAI_METADATA_PREFIX) {
    return { ...error("cannotDisseminateFormat", `This repository disseminates ${OAI_METADATA_PREFIX} only.`), verb };
  }
  if (verb === "GetRecord") return { verb, arguments: args, identifier: args.identifier ?? "", metadataPrefix };

  const from = args.from === undefined ? undefined : oaiBound(args.from, "from");
  const until = args.until === undefined ? undefined : oaiBound(args.until, "until");
  if ((args.from !== undefined && !from) || (args.until !== undefined && !until)) {
    return {
      ...error("badArgument", "from and until are dates (YYYY-MM-DD) or UTC times (YYYY-MM-DDThh:mm:ssZ)."),
      verb,
    };
  }
  if (from && until && from.granularity !== until.granularity) {
    return { ...error("badArgument", "from and until must have the same granularity."), verb };
  }
  if (from && until && from.instant > until.instant) {
    return { ...error("badArgument", "from is after until."), verb };
  }
  return {
    verb,
    arguments: args,
    selection: {
      metadataPrefix,
      offset: 0,
      ...(from ? { from: from.instant } : {}),
      ...(until ? { until: until.instant } : {}),
      ...(args.set === undefined ? {} : { set: args.set }),
    },
  };
}
