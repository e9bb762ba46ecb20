import { useState } from "react";
import { OUTBOX_MESSAGES, outboxSummary, type OutboxSummary } from "../../../../domain/outbox";
import { api, isApiError } from "../../ui/api";
import { useNotify } from "../../ui/messages";

/**
 * "Send again": the outcome told in a toast (sent, kept while e-mail is not configured, failed with
 * the reason, or the server's refusal, e.g. a message that held a one-time code), then `after`.
 */
export function useResend(after: () => void) {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);

  const resend = async (message: Pick<OutboxSummary, "_id">) => {
    setBusyId(message._id);
    try {
      const result = await api.send("POST", `/api/admin/emails/${encodeURIComponent(message._id)}/resend`, {
        schema: outboxSummary,
      });
      if (result.status === "sent") notify.success(OUTBOX_MESSAGES.resent);
      else if (result.status === "not-sent") notify.success(OUTBOX_MESSAGES.keptNotSent);
      else notify.error(`${OUTBOX_MESSAGES.resendFailed} ${result.error ?? ""}`.trim());
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error(isApiError(error) && error.status === 409 ? error.message : OUTBOX_MESSAGES.resendFailed);
    } finally {
      setBusyId(null);
      after();
    }
  };

  return { busyId, resend };
}
