import { getBinary, putBinary } from "../store";
import { mapConcurrently } from "../core/map-concurrently";
import type { OutboxEntry } from "./outbox";
import type { OutgoingAttachment } from "./transport";

/**
 * A resendable message's attachments (receipts, certificates) are kept as binary blobs beside its
 * outbox entry, `outbox-attachments/<id>/<n>`, so a resend or the daily retry sends the same bytes
 * (docs/decisions/email.md). Nothing serves these keys to the public.
 */

const keyOf = (id: string, index: number) => `outbox-attachments/${id}/${index}`;

export async function keepAttachments(id: string, attachments: readonly OutgoingAttachment[]): Promise<void> {
  await mapConcurrently(
    [...attachments.entries()],
    ([index, attachment]) =>
      putBinary(keyOf(id, index), attachment.content, {
        filename: attachment.filename,
        contentType: attachment.contentType,
      }),
    4,
  );
}

/** The entry's attachments with their bytes, or undefined when any of them is no longer kept. */
export async function keptAttachments(entry: OutboxEntry): Promise<OutgoingAttachment[] | undefined> {
  const loaded = await mapConcurrently(
    [...entry.attachments.entries()],
    async ([index, attachment]) => {
      const blob = await getBinary(keyOf(entry._id, index));
      return blob
        ? { filename: attachment.filename, contentType: attachment.contentType, content: blob.data }
        : undefined;
    },
    4,
  );
  return loaded.every((attachment) => attachment !== undefined) ? loaded : undefined;
}
