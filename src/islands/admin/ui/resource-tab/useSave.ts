import { useState, type SubmitEvent } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { api, ApiError, isApiError } from "../api";
import { useNotify } from "../messages";
import { failureText, type ResourceList } from "../resource";
import { check, firstSegment, issuesToErrors, type FieldErrors } from "../validation";
import type { FormValues, ResourceTabConfig } from "./config";
import { firstInvalidField, type FocusAfterRender } from "./focus";
import { gone, INVALID_FORM } from "./texts";
import type { ResourceForm } from "./useResourceForm";

/**
 * Saving the form: the values are checked with the tab's own API schema first; then a POST (add)
 * or a PUT with If-Match (edit), as JSON or multipart. A failure keeps everything typed and says
 * why where it belongs: field errors next to the fields (focus on the first), a conflict next to
 * the field it is about (`conflictAt`), the stale-edit notice, "no longer exists", or the tab's
 * save message.
 */
export function useSave<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  form: ResourceForm<R, V>,
  list: ResourceList<R>,
  focus: FocusAfterRender,
) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const fieldOf = config.fieldOf ?? firstSegment;
  const { messages } = config;

  const showFieldErrors = (errors: FieldErrors, message: string) => {
    form.report({ errors, error: message });
    focus.later(() => firstInvalidField(form.formRef.current));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving) return;
    const { values, current, expectedUpdatedAt } = form;
    const input = config.toInput(values, current);
    const checked = check(config.schema, input, fieldOf);
    if (!checked.ok) {
      showFieldErrors(checked.errors, INVALID_FORM);
      return;
    }
    setSaving(true);
    form.report({ error: null, note: null });
    try {
      const body = config.toFormData ? { form: config.toFormData(input, values, current) } : { json: input };
      if (current) {
        const answer = await api.send("PUT", config.endpoints.item(current._id), {
          ...body,
          ...(expectedUpdatedAt ? { ifMatch: expectedUpdatedAt } : {}),
        });
        notify.success(typeof messages.updated === "function" ? messages.updated(answer) : messages.updated);
      } else {
        const answer = await api.send("POST", config.endpoints.create, body);
        notify.success(typeof messages.created === "function" ? messages.created(answer) : messages.created);
      }
      form.close();
      void list.reload();
    } catch (error) {
      const failure = isApiError(error) ? error : new ApiError("server", String(error));
      if (failure.kind === "auth") return;
      const conflictField = failure.kind === "conflict" ? config.conflictAt?.(failure.message) : undefined;
      if (failure.kind === "stale") {
        form.report({ stale: true });
      } else if (failure.kind === "validation") {
        const errors = issuesToErrors(failure.issues, fieldOf);
        showFieldErrors(errors, Object.keys(errors).length > 0 ? INVALID_FORM : failure.message);
      } else if (conflictField) {
        showFieldErrors({ [conflictField]: failure.message }, INVALID_FORM);
      } else if (failure.kind === "not-found") {
        form.report({ error: gone(config.noun) });
        void list.reload();
      } else {
        form.report({ error: failureText(failure, messages.saveFailed) });
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
