import { useEffect, useRef, useState } from "react";
import { formatFileSize } from "../../../../domain/file-size";
import { outboxMessage, type OutboxMessage } from "../../../../domain/outbox";
import { api, isApiError } from "../../ui/api";
import { StatusText } from "./status";

/**
 * One message, whole: who it went to, its status, its attachments and its text part as sent. The
 * HTML part says the same words with simple formatting; it is not rendered here, so nothing in a
 * stored message can run in the panel.
 */
export function MessageView({
  id,
  version,
  onClose,
  onResend,
  busy,
}: {
  id: string;
  /** Changes when the message may have changed (after a resend), to load it again. */
  version: number;
  onClose: () => void;
  onResend: (message: OutboxMessage) => void;
  busy: boolean;
}) {
  const [message, setMessage] = useState<OutboxMessage | "loading" | "error" | "gone">("loading");
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    api.get(`/api/admin/emails/${encodeURIComponent(id)}`, outboxMessage).then(
      (loaded) => current && setMessage(loaded),
      (error: unknown) => current && setMessage(isApiError(error) && error.kind === "not-found" ? "gone" : "error"),
    );
    return () => {
      current = false;
    };
  }, [id, version]);

  // Focus moves to the message once, when it first shows (not again after a resend).
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (typeof message !== "object" || focusedFor.current === message._id) return;
    focusedFor.current = message._id;
    heading.current?.focus();
  }, [message]);

  const close = (
    <button type="button" className="button button-secondary button-small" onClick={onClose}>
      Close message
    </button>
  );

  if (message === "loading") return <p role="status">Loading the message…</p>;
  if (message === "error" || message === "gone") {
    return (
      <div role="alert" className="notice notice-error">
        <p>{message === "gone" ? "This message is no longer in the outbox." : "Failed to load the message."}</p>
        {close}
      </div>
    );
  }

  return (
    <section className="admin-mail-view" aria-labelledby="admin-mail-view-heading">
      <h3 id="admin-mail-view-heading" ref={heading} tabIndex={-1}>
        {message.subject}
      </h3>
      <dl className="admin-mail-facts">
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Kind</dt>
        <dd>{message.kind}</dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={message.createdAt}>
            {new Date(message.createdAt).toLocaleString("en-GB", { timeZone: "Asia/Kolkata" })}
          </time>
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusText message={message} />
        </dd>
        <dt>Attempts</dt>
        <dd>{message.attempts}</dd>
        <dt>Attachments</dt>
        <dd>
          {message.attachments.length === 0 ? (
            "None"
          ) : (
            <ul>
              {message.attachments.map((attachment, index) => (
                <li key={`${attachment.filename}-${index}`}>
                  {attachment.filename} ({formatFileSize(attachment.size)})
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <h4>Text of the message</h4>
      <pre className="admin-mail-text" tabIndex={0} aria-label={`Text of ${message.subject}`}>
        {message.text}
      </pre>
      {!message.resendable && (
        <p className="muted">This message held a one-time code, which is not kept, so it cannot be sent again.</p>
      )}
      <div className="admin-mail-actions">
        {message.resendable && (
          <button type="button" className="button button-small" disabled={busy} onClick={() => onResend(message)}>
            Send again
          </button>
        )}
        {close}
      </div>
    </section>
  );
}
