import { OUTBOX_MESSAGES } from "../../domain/outbox";
import { conflict, HttpError } from "../http/errors";
import { keptAttachments } from "./attachments";
import { deliverStored } from "./delivery";
import { readOutboxEntry, type OutboxEntry } from "./outbox";

/** An administrator's "Send again" (POST /api/admin/emails/{id}/resend). */
export async function resendOutboxEntry(id: string): Promise<OutboxEntry> {
  const entry = await readOutboxEntry(id);
  if (!entry) throw new HttpError(404, OUTBOX_MESSAGES.notFound);
  if (!entry.resendable) throw conflict(OUTBOX_MESSAGES.notResendable);
  const attachments = await keptAttachments(entry);
  if (!attachments) throw conflict("The attachments of this message are no longer kept, so it cannot be sent again.");
  return deliverStored(entry, attachments);
}
