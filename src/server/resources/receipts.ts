import { RECEIPT_NOT_FOUND } from "../../domain/member-documents";
import { receiptNumberFromSlug } from "../../domain/financial-year";
import { adminMayUse } from "../auth/admins/identity";
import { notFound } from "../http/errors";
import { resource, route } from "../api/handler";
import { resolveSession } from "../auth/member/session";
import { sessionCookieValue } from "../auth/member/cookie";
import { fileResponse, receiptFile } from "../membership/documents";
import { findReceipt } from "../receipts/ledger";
import type { ReceiptSnapshot } from "../../domain/receipts";
import { requireRegistrantAccess } from "../events/access";
import { readEventRegistration } from "../events/payments";

/**
 * A receipt as a PDF (docs/rules/members-and-money.md §4), `GET /api/receipts/2026-27-0001`: for the office, for the
 * member it was issued to, and for an event registration's receipt (docs/rules/events.md §5) the
 * registrant with their access token, or the member who registered. Anyone else (an editor
 * included), signed in or not, is told there is no such receipt (404), so receipt numbers cannot
 * be probed.
 */

/** The registration an event access token names, or undefined for anything else. */
const registrantOf = (request: Request) =>
  requireRegistrantAccess(request).then(
    ({ registration }) => registration,
    () => undefined,
  );

async function mayRead(request: Request, receipt: ReceiptSnapshot): Promise<boolean> {
  if (await adminMayUse(request, "membership")) return true;
  const member = await resolveSession(sessionCookieValue(request));
  if (member?.record._id === receipt.registrationId) return true;
  if (!receipt.event) return false;
  const registration = await registrantOf(request);
  if (registration?._id === receipt.registrationId) return true;
  if (!member) return false;
  const registered = await readEventRegistration(receipt.event.eventId, receipt.registrationId);
  return registered?.memberId === member.record._id;
}

const download = route({
  async handle({ request, id }) {
    const number = receiptNumberFromSlug(id);
    const receipt = number ? await findReceipt(number) : undefined;
    if (!receipt || !(await mayRead(request, receipt))) throw notFound(RECEIPT_NOT_FOUND);
    return fileResponse(await receiptFile(receipt));
  },
});

/** GET /api/receipts/{receiptNumber with "-" for "/"}. */
export const receiptsHandler = resource({ "GET :id": download });
