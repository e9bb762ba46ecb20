import type { EventRegistrationRecord } from "../../domain/event-registrations";
import type { EventRecord } from "../../domain/events";
import { indiaToday } from "../../domain/india-date";
import { eventsCollection } from "../content/collections";
import { claimDocument, countClaims, numberedKey, readDocument, updateDocument } from "../store";
import { offerFreedPlace } from "./cancellations";
import { mailPlaceOffered } from "./offer-mail";
import { orphansPrefix, placesCheckedKey, placesPrefix, recordKey } from "./registration-keys";

/**
 * Places held by no registration (docs/decisions/event-places.md): a function stopped between
 * claiming a place and writing its registration. The daily job looks at the places claimed since
 * its last look (a cursor per event, so each place is read once), and frees each whose registration
 * was never written, once its claim is older than a grace period: as a cancellation's, the place is
 * offered to the first one waiting (who is e-mailed), or kept for the next registration. Freeing a
 * place is claimed once, so overlapping runs never free one twice.
 */

/** A registration is written within a request: a claim this old without one never will be. */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
/** Its share of the daily job's 30 s; the next run goes on from the cursor. */
export const PLACE_REPAIR_BUDGET_MS = 4_000;

interface PlaceClaim {
  registrationId: string;
  /** Claims made before this repair existed have none: old enough. */
  claimedAt?: string;
}

export interface PlaceRepairSummary {
  /** Places found held by no registration and freed. */
  freed: number;
  /** Of those, offered to someone waiting. */
  offered: number;
  /** Places looked at. */
  checked: number;
}

interface Budget {
  startedAt: number;
  budgetMs: number;
  clock: () => number;
}
const outOfTime = ({ startedAt, budgetMs, clock }: Budget) => clock() - startedAt > budgetMs;

/**
 * Frees a place whose claim names no registration (`registrationId`), once however many try: its
 * freeing is claimed (`…/orphans/{place}`). The place is offered to the first one still waiting
 * after `afterTurn`, who is e-mailed, or kept as a vacancy. Answers whether this call freed it, and
 * whom it was offered to. Used here for a registration that never came, and for the places an
 * event gains (waiting-list.ts).
 */
export async function freePlaceHeldByNobody(
  event: EventRecord,
  place: number,
  registrationId: string,
  today: string,
  afterTurn = 0,
): Promise<{ freed: boolean; offered: EventRegistrationRecord | undefined }> {
  const orphan = numberedKey(orphansPrefix(event._id), place);
  if (!(await claimDocument(orphan, { registrationId }, { keepCopy: false })))
    return { freed: false, offered: undefined };
  const offered = await offerFreedPlace(event, place, today, afterTurn);
  if (offered) await mailPlaceOffered(offered, event);
  return { freed: true, offered };
}

async function repairEvent(event: EventRecord, today: string, budget: Budget, summary: PlaceRepairSummary) {
  const prefix = placesPrefix(event._id);
  const from = (await readDocument<{ upTo: number }>(placesCheckedKey(event._id)))?.upTo ?? 0;
  const claimed = await countClaims(prefix);
  let upTo = from;
  for (let place = from + 1; place <= claimed && !outOfTime(budget); place++) {
    const claim = await readDocument<PlaceClaim>(numberedKey(prefix, place));
    if (!claim) break;
    const holder = await readDocument<EventRegistrationRecord>(recordKey(event._id, claim.registrationId));
    if (!holder) {
      // Its registration may still be on its way: look again next time, from here.
      if (claim.claimedAt && budget.clock() - Date.parse(claim.claimedAt) < ORPHAN_GRACE_MS) break;
      const { freed, offered } = await freePlaceHeldByNobody(event, place, claim.registrationId, today);
      if (freed) summary.freed += 1;
      if (offered) summary.offered += 1;
    }
    summary.checked += 1;
    upTo = place;
  }
  if (upTo > from)
    await updateDocument<{ upTo: number } | null, undefined>(placesCheckedKey(event._id), null, (current) => ({
      next: { upTo: Math.max(upTo, current?.upTo ?? 0) },
      result: undefined,
    }));
}

/** Every event with places that has not ended, within the time budget. */
export async function repairOrphanPlaces({
  now = () => Date.now(),
  budgetMs = PLACE_REPAIR_BUDGET_MS,
}: { now?: () => number; budgetMs?: number } = {}): Promise<PlaceRepairSummary> {
  const budget: Budget = { startedAt: now(), budgetMs, clock: now };
  const today = indiaToday(new Date(now()));
  const summary: PlaceRepairSummary = { freed: 0, offered: 0, checked: 0 };
  const events = (await eventsCollection.list()).filter((event) => event.capacity !== null && event.endDate >= today);
  for (const event of events) {
    if (outOfTime(budget)) break;
    await repairEvent(event, today, budget, summary);
  }
  return summary;
}
