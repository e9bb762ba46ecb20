import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "zod";
import { api, isApiError, type ApiError } from "./api";

/**
 * Loading a tab's list, for ResourceTab and for tabs built by hand:
 *
 *   const list = useResourceList("/api/subscribers", subscriberRecord, { sort: newestFirst });
 *   <ListStatus list={list} loadingText="Loading subscribers…" errorText="Failed to load subscribers." emptyText="No subscribers yet." />
 *   {list.rows.length > 0 && <DataTable … rows={list.rows} />}
 *   await list.reload();   // after each change
 *
 * The first load shows "loading"; later reloads keep the rows on screen until the new ones come.
 * Only the answer to the latest call is kept, so a slow earlier answer cannot overwrite a newer one.
 */

export type ListStatusValue = "loading" | "error" | "ready";

export interface ResourceList<R> {
  rows: R[];
  status: ListStatusValue;
  reload: () => Promise<void>;
}

export interface ResourceListOptions<R> {
  /** The order to show the rows in. */
  sort?: ((rows: R[]) => R[]) | undefined;
  /** Told of each failed load (not of a sign-out, which has its own flow). */
  onFailure?: ((error: unknown) => void) | undefined;
}

export function useResourceList<R>(
  path: string,
  record: z.ZodType<R>,
  options: ResourceListOptions<R> = {},
): ResourceList<R> {
  const [rows, setRows] = useState<R[]>([]);
  const [status, setStatus] = useState<ListStatusValue>("loading");
  // Read when an answer comes, so callers may pass new functions on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const loaded = await api.get(path, z.array(record));
      if (call !== latest.current) return;
      const { sort } = optionsRef.current;
      setRows(sort ? sort(loaded) : loaded);
      setStatus("ready");
    } catch (error) {
      if (call !== latest.current || (isApiError(error) && error.kind === "auth")) return;
      optionsRef.current.onFailure?.(error);
      setStatus("error");
    }
  }, [path, record]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, status, reload };
}

/** Loading, failed (with Try again) and empty states of a list; renders nothing once rows exist. */
export function ListStatus<R>({
  list,
  loadingText,
  errorText,
  emptyText,
}: {
  list: ResourceList<R>;
  loadingText: string;
  errorText: string;
  emptyText: string;
}) {
  if (list.status === "loading") {
    return (
      <p role="status" className="admin-list-status">
        {loadingText}
      </p>
    );
  }
  if (list.status === "error") {
    return (
      <div role="alert" className="notice notice-error admin-list-status">
        <p>{errorText}</p>
        <button type="button" className="button button-secondary button-small" onClick={() => void list.reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (list.rows.length === 0) return <p className="admin-list-status muted">{emptyText}</p>;
  return null;
}

/**
 * The text to show when a save or delete failed: the server's own words when they help the person
 * (a conflict, a file too large or of the wrong type, too many attempts), otherwise `fallback`
 * (the docs/rules/public-site.md §8 failure message of the tab).
 */
export function failureText(error: ApiError, fallback: string): string {
  if (error.kind === "conflict" || [413, 415, 429].includes(error.status)) return error.message;
  return fallback;
}
