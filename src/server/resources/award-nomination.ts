import { awardNominationInput, INSTRUCTIONS_REQUIRED, type AwardNominationRecord } from "../../domain/award-nomination";
import type { StoredMeta } from "../../domain/fields";
import { awardNominationCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { HttpError } from "../http/errors";
import { sanitizeRichText } from "../content/html";
import { resource } from "../api/handler";

type AwardNominationParsed = ReturnType<typeof awardNominationInput.parse>;

/** One instruction is a list item: its markup is cleaned, without the paragraph plain text gets. */
export function cleanInstruction(line: string): string {
  const html = sanitizeRichText(line);
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single?.[1] !== undefined && !single[1].includes("<p>") ? single[1] : html;
}

/** Markup with no words left in it ("<p> </p>", what remains of a lone <script>). */
const hasNoText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, "")
    .trim() === "";

function invalid(field: string, text: string): HttpError {
  return new HttpError(400, text, { issues: [{ field, message: text }] });
}

/**
 * Stored form of validated input: rich text cleaned. Content that held nothing but removed markup
 * (a lone <script>) is refused as missing rather than stored empty.
 */
export function cleanNomination(body: AwardNominationParsed): Omit<AwardNominationRecord, keyof StoredMeta> {
  const mainContent = sanitizeRichText(body.mainContent);
  if (hasNoText(mainContent)) throw invalid("mainContent", "Main content is required.");
  const instructions = body.instructions.map(cleanInstruction).filter((line) => !hasNoText(line));
  if (instructions.length === 0) throw invalid("instructions", INSTRUCTIONS_REQUIRED);
  return { mainContent, instructions, links: body.links };
}

/** The nomination page uses the first record (currentNomination); the list keeps stored order. */
const awardNomination = crudRoutes({
  area: "content",
  collection: awardNominationCollection,
  input: awardNominationInput,
  noun: "Nomination info",
  toRecord: cleanNomination,
});

export const awardNominationHandler = resource({
  GET: awardNomination.list,
  "GET :id": awardNomination.get,
  POST: awardNomination.create,
  "PUT :id": awardNomination.update,
  "DELETE :id": awardNomination.remove,
});
