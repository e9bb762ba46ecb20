import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "zod";
import { OUTBOX_PAGE_SIZE, outboxSummary, type OutboxSummary } from "../../../../domain/outbox";
import { api, isApiError } from "../../ui/api";
import type { ListStatusValue, ResourceList } from "../../ui/resource";

/**
 * The outbox, newest first, a page at a time: `loadOlder` adds the next page; `reload` fetches as
 * many as are shown (up to the API's 500), so a resend never makes the list shorter. Only the
 * answer to the latest call is kept, as in useResourceList.
 */

const MAX_PAGE = 500;
const pageOf = z.array(outboxSummary);
const listPath = (query: Record<string, string>) => `/api/admin/emails?${new URLSearchParams(query).toString()}`;

export interface Outbox extends ResourceList<OutboxSummary> {
  /** A full page came last: there may be older messages. */
  mayHaveOlder: boolean;
  loadingOlder: boolean;
  /** Adds the next page; resolves to the first added message, if any. */
  loadOlder: () => Promise<OutboxSummary | undefined>;
}

export function useOutbox(onOlderFailed: () => void): Outbox {
  const [rows, setRows] = useState<OutboxSummary[]>([]);
  const [status, setStatus] = useState<ListStatusValue>("loading");
  const [mayHaveOlder, setMayHaveOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const shown = useRef(0);
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    const limit = Math.min(MAX_PAGE, Math.max(OUTBOX_PAGE_SIZE, shown.current));
    try {
      const loaded = await api.get(listPath({ limit: String(limit) }), pageOf);
      if (call !== latest.current) return;
      shown.current = loaded.length;
      setRows(loaded);
      setMayHaveOlder(loaded.length === limit);
      setStatus("ready");
    } catch (error) {
      if (call !== latest.current || (isApiError(error) && error.kind === "auth")) return;
      setStatus("error");
    }
  }, []);

  const loadOlder = async (): Promise<OutboxSummary | undefined> => {
    const last = rows.at(-1);
    if (!last) return undefined;
    const call = ++latest.current;
    setLoadingOlder(true);
    try {
      const older = await api.get(listPath({ limit: String(OUTBOX_PAGE_SIZE), before: last._id }), pageOf);
      if (call !== latest.current) return undefined;
      const next = [...rows, ...older];
      shown.current = next.length;
      setRows(next);
      setMayHaveOlder(older.length === OUTBOX_PAGE_SIZE);
      return older[0];
    } catch (error) {
      if (!(isApiError(error) && error.kind === "auth")) onOlderFailed();
      return undefined;
    } finally {
      setLoadingOlder(false);
    }
  };

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, status, reload, mayHaveOlder, loadingOlder, loadOlder };
}
