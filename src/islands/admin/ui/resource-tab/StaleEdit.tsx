import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { STALE_EDIT_MESSAGE } from "../../../../domain/messages";
import { api, isApiError } from "../api";
import type { ResourceList } from "../resource";
import type { FormValues, ResourceTabConfig } from "./config";
import { gone, LATEST_LOADED } from "./texts";
import type { ResourceForm } from "./useResourceForm";

/**
 * A save refused because the record changed elsewhere (409 to If-Match) shows the API's message
 * and "Load the latest version": that reopens the form on the stored record, with its version,
 * so the next save is checked against it.
 */

export function useStaleEdit<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  form: ResourceForm<R, V>,
  list: ResourceList<R>,
): () => Promise<void> {
  return async () => {
    const { current } = form;
    if (!current) return;
    try {
      const latest = await api.get(config.endpoints.item(current._id), config.record);
      const filled = config.fromRecord(latest);
      form.show({ kind: "edit", record: latest }, filled, filled, latest.updatedAt, LATEST_LOADED);
      void list.reload();
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      form.report({
        error: isApiError(error) && error.kind === "not-found" ? gone(config.noun) : config.messages.loadFailed,
      });
    }
  };
}

export function StaleEditNotice({ onLoadLatest }: { onLoadLatest: () => void }) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{STALE_EDIT_MESSAGE}</p>
      <p className="admin-hint">Loading it replaces what you typed in this form.</p>
      <button type="button" className="button button-secondary button-small" onClick={onLoadLatest}>
        Load the latest version
      </button>
    </div>
  );
}
