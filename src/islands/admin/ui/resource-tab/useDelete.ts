import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { api, isApiError } from "../api";
import { useConfirm } from "../dialog";
import { failureText } from "../resource";
import { useRowAction } from "../useRowAction";
import type { FormValues, ResourceTabConfig } from "./config";
import { addButtonId, type FocusAfterRender } from "./focus";
import { deleteQuestion } from "./texts";
import type { ResourceForm } from "./useResourceForm";

/**
 * Deleting a row, after "Are you sure you want to delete this <noun>?". A form open on that record
 * closes, and focus goes to Add (the row's own buttons are gone).
 */
export function useDelete<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  form: ResourceForm<R, V>,
  reload: () => Promise<void>,
  focus: FocusAfterRender,
) {
  const confirm = useConfirm();
  const action = useRowAction(reload);
  const { messages } = config;

  const remove = async (record: R) => {
    const agreed = await confirm({
      message: deleteQuestion(config.noun),
      detail: config.rowTitle(record),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!agreed) return;
    await action.run(record._id, {
      call: () => api.send("DELETE", (config.endpoints.remove ?? config.endpoints.item)(record._id)),
      succeeded: messages.deleted,
      failed: (error) => (isApiError(error) ? failureText(error, messages.deleteFailed) : messages.deleteFailed),
      then: () => {
        if (form.current?._id === record._id) form.close();
        focus.later(() => document.getElementById(addButtonId(config.tab)));
      },
    });
  };

  return { busyId: action.busyId, remove };
}
