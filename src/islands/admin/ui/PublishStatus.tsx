import { useCallback, useEffect, useRef, useState } from "react";
import { publishStatus, type PublishStatus as Status } from "../../../domain/publish";
import { api, isApiError, onContentChanged } from "./api";

/**
 * Whether the public site shows the latest edits, from GET /api/publish-status: asked on start,
 * after every save (api.ts announces writes), every few seconds while a publish is under way, and
 * now and then when idle (another administrator may be editing). Not asked while the page is hidden.
 */

const BUSY_POLL_MS = 3_000;
const IDLE_POLL_MS = 60_000;

const publishedAt = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "5 Mar 2026, 14:03 IST" (the society's time, whatever the device's zone). */
export function formatPublishedAt(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : `${publishedAt.format(time)} IST`;
}

function describe(status: Status): { text: string; tone: "ok" | "busy" | "failed" } {
  if (status.state === "idle") return { text: "All changes are live", tone: "ok" };
  if (status.state === "failed") return { text: "Publishing failed", tone: "failed" };
  if (status.state === "retrying") return { text: "Publishing failed, trying again...", tone: "busy" };
  const waiting = status.pendingChanges;
  const count = waiting > 0 ? ` (${waiting} ${waiting === 1 ? "change" : "changes"})` : "";
  return { text: `Publishing...${count}`, tone: "busy" };
}

export function PublishStatus() {
  const [status, setStatus] = useState<Status | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const refresh = useCallback(async () => {
    window.clearTimeout(timer.current);
    let next = IDLE_POLL_MS;
    try {
      const answer = await api.get("/api/publish-status", publishStatus);
      setStatus(answer);
      setUnavailable(false);
      if (answer.state !== "idle") next = BUSY_POLL_MS;
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      setUnavailable(true);
      next = BUSY_POLL_MS * 5;
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!document.hidden) void refresh();
    }, next);
  }, []);

  useEffect(() => {
    void refresh();
    const stopListening = onContentChanged(() => void refresh());
    const onVisible = () => {
      if (!document.hidden) void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopListening();
      document.removeEventListener("visibilitychange", onVisible);
      window.clearTimeout(timer.current);
    };
  }, [refresh]);

  const shown = status ? describe(status) : null;
  const tone = unavailable ? "failed" : (shown?.tone ?? "busy");
  return (
    <div className={`admin-publish admin-publish-${tone}`} role="status" aria-live="polite" aria-atomic="true">
      <span className="admin-publish-dot" aria-hidden="true" />
      <span>
        <strong>
          {unavailable ? "Publishing status unavailable" : (shown?.text ?? "Checking publishing status...")}
        </strong>
        {(status?.state === "failed" || status?.state === "retrying") && !unavailable && (
          <span className="admin-publish-detail"> The public site still shows the last published version.</span>
        )}
        {status?.lastPublishedAt && (
          <span className="admin-publish-time">
            {" "}
            Last published <time dateTime={status.lastPublishedAt}>{formatPublishedAt(status.lastPublishedAt)}</time>
          </span>
        )}
      </span>
    </div>
  );
}
