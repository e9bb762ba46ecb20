import { useCallback, useEffect, useRef, useState } from "react";
import { ACTIVITY_PAGE_SIZE, activityPage, type ActivityEntry } from "../../../../domain/activity";
import { api, isApiError } from "../../ui/api";
import type { ListStatusValue, ResourceList } from "../../ui/resource";

/**
 * The activity log, newest first, a page at a time, for the filters given: `loadOlder` adds the
 * next page (the server's nextCursor); `reload` starts again from the newest. Only the answer to
 * the latest call is kept, as in useResourceList, so a slow answer for old filters is dropped.
 */

export interface ActivityFilters {
  /** A collection's name, or "" for everything. */
  collection: string;
  /** "admin", "member", "public", an e-mail address, or "" for anyone. */
  actor: string;
}

export interface ActivityLog extends ResourceList<ActivityEntry> {
  /** There are older entries to load. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Adds the next page; resolves to its first entry, if any. */
  loadOlder: () => Promise<ActivityEntry | undefined>;
}

const pathOf = (filters: ActivityFilters, cursor?: string) => {
  const query = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
  if (filters.collection) query.set("collection", filters.collection);
  if (filters.actor) query.set("actor", filters.actor);
  if (cursor) query.set("cursor", cursor);
  return `/api/admin/activity?${query.toString()}`;
};

export function useActivityLog(filters: ActivityFilters, onOlderFailed: () => void): ActivityLog {
  const [rows, setRows] = useState<ActivityEntry[]>([]);
  const [status, setStatus] = useState<ListStatusValue>("loading");
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef(0);
  const { collection, actor } = filters;

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const page = await api.get(pathOf({ collection, actor }), activityPage);
      if (call !== latest.current) return;
      setRows(page.entries);
      setCursor(page.nextCursor);
      setStatus("ready");
    } catch (error) {
      if (call !== latest.current || (isApiError(error) && error.kind === "auth")) return;
      setStatus("error");
    }
  }, [collection, actor]);

  const loadOlder = async (): Promise<ActivityEntry | undefined> => {
    if (!cursor) return undefined;
    const call = ++latest.current;
    setLoadingOlder(true);
    try {
      const page = await api.get(pathOf({ collection, actor }, cursor), activityPage);
      if (call !== latest.current) return undefined;
      setRows((shown) => [...shown, ...page.entries]);
      setCursor(page.nextCursor);
      return page.entries[0];
    } catch (error) {
      if (!(isApiError(error) && error.kind === "auth")) onOlderFailed();
      return undefined;
    } finally {
      setLoadingOlder(false);
    }
  };

  // New filters start from an empty list, so no entry of the old ones shows under them.
  useEffect(() => {
    setRows([]);
    setCursor(null);
    setStatus("loading");
    void reload();
  }, [reload]);

  return { rows, status, reload, hasOlder: cursor !== null, loadingOlder, loadOlder };
}
