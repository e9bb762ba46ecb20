import { RECEIPT_NOT_FOUND } from "../../domain/member-documents";
import { receiptNumberFromSlug } from "../../domain/financial-year";
import { adminMayUse } from "../auth/admins/identity";
import { notFound } from "../http/errors";
import { resource, route } from "../api/handler";
import { resolveSession } from "../auth/member/session";
import { sessionCookieValue } from "../auth/member/cookie";
import { fileResponse, receiptFile } from "../membership/documents";
import { findReceipt } from "../receipts/ledger";

/**
 * A receipt as a PDF (docs/rules/members-and-money.md §4), `GET /api/receipts/2026-27-0001`: for the office, and for the
 * member it was issued to. Anyone else (an editor included), signed in or not, is told there is no
 * such receipt (404), so receipt numbers cannot be probed.
 */

const download = route({
  async handle({ request, id }) {
    const number = receiptNumberFromSlug(id);
    const receipt = number ? await findReceipt(number) : undefined;
    if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
    if (!(await adminMayUse(request, "membership"))) {
      const member = await resolveSession(sessionCookieValue(request));
      if (member?.record._id !== receipt.registrationId) throw notFound(RECEIPT_NOT_FOUND);
    }
    return fileResponse(await receiptFile(receipt));
  },
});

/** GET /api/receipts/{receiptNumber with "-" for "/"}. */
export const receiptsHandler = resource({ "GET :id": download });
