import { MAIL_STATUS_WORDS, type OutboxSummary } from "../../../../domain/outbox";

/** A message's status in words (never by colour alone), with the reason of a failure. */
export function StatusText({ message }: { message: OutboxSummary }) {
  return (
    <span className={`admin-mail-status admin-mail-${message.status}`}>
      {MAIL_STATUS_WORDS[message.status]}
      {message.status === "failed" && message.error && <span className="admin-mail-error">: {message.error}</span>}
    </span>
  );
}

export const statusText = (message: OutboxSummary) =>
  MAIL_STATUS_WORDS[message.status] + (message.status === "failed" && message.error ? `: ${message.error}` : "");
