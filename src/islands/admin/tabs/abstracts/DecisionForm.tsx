import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import {
  ABSTRACT_DECISION_ANSWERS,
  ABSTRACT_LIMITS,
  ABSTRACT_STATUS_LABELS,
  ABSTRACT_STATUSES,
} from "../../../../domain/event-abstract-rules";
import { abstractDecisionInput, type EventAbstractRecord } from "../../../../domain/event-abstracts";
import { STALE_EDIT_MESSAGE } from "../../../../domain/messages";
import { api, ApiError, isApiError } from "../../ui/api";
import { SelectField, TextArea } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { failureText } from "../../ui/resource";
import { gone, INVALID_FORM, LATEST_LOADED } from "../../ui/resource-tab/texts";
import { serverMessage } from "../../ui/server-message";
import { issuesToErrors, type FieldErrors } from "../../ui/validation";

/**
 * The office's decision on an abstract (docs/rules/events.md §8): a status and a note, checked with
 * the API's schema, saved with the version loaded (a revision or another decision since is refused
 * as a stale edit, and the latest version loaded). The server e-mails the author.
 */

const STATUS_OPTIONS = ABSTRACT_STATUSES.map((status) => ({ value: status, label: ABSTRACT_STATUS_LABELS[status] }));

export function DecisionForm({
  eventId,
  entry,
  reload,
}: {
  eventId: string;
  entry: EventAbstractRecord;
  reload: () => Promise<void>;
}) {
  const notify = useNotify();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<{ status: string; note: string }>({ status: entry.status, note: entry.note });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(false);

  // A newer version (after a save, or loaded after a stale edit) starts the form afresh.
  useEffect(() => {
    setValues({ status: entry.status, note: entry.note });
  }, [entry.updatedAt, entry.status, entry.note]);

  useEffect(() => {
    if (!focusError) return;
    setFocusError(false);
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  const bind = (name: "status" | "note") => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
      setFormError(null);
    },
  });

  const fail = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    if (Object.values(fieldErrors).some(Boolean)) setFocusError(true);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = abstractDecisionInput.safeParse(values);
    if (!checked.success) {
      fail(
        issuesToErrors(checked.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))),
        INVALID_FORM,
      );
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const path = `/api/events/${encodeURIComponent(eventId)}/abstracts/${encodeURIComponent(entry._id)}`;
    try {
      const answer = await api.send("PUT", path, { json: checked.data, ifMatch: entry.updatedAt });
      const text = serverMessage(answer, ABSTRACT_DECISION_ANSWERS.mailed);
      if (text === ABSTRACT_DECISION_ANSWERS.notMailed) notify.error(text);
      else notify.success(text);
      await reload();
    } catch (error) {
      const failure = isApiError(error) ? error : new ApiError("server", String(error));
      if (failure.kind === "auth") return;
      if (failure.kind === "validation") {
        const fieldErrors = issuesToErrors(failure.issues);
        fail(fieldErrors, Object.keys(fieldErrors).length > 0 ? INVALID_FORM : failure.message);
      } else if (failure.kind === "stale") {
        fail({}, `${STALE_EDIT_MESSAGE} ${LATEST_LOADED}`);
        await reload();
      } else if (failure.kind === "not-found") {
        fail({}, gone("abstract"));
        await reload();
      } else {
        fail({}, failureText(failure, "Failed to save the decision."));
      }
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  return (
    <section className="admin-desk-part" aria-labelledby={titleId}>
      <h5 id={titleId}>Decision</h5>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        onSubmit={(event) => void submit(event)}
      >
        <div className="admin-desk-form-fields">
          <SelectField label="Status" required options={STATUS_OPTIONS} {...bind("status")} />
          <TextArea
            label="Note to the author"
            rows={4}
            maxLength={ABSTRACT_LIMITS.note}
            hint="E-mailed with the decision. Needed when asking for a revision: say what to change."
            {...bind("note")}
          />
        </div>
        <div role="alert" className="admin-form-error">
          {formError && <p className="notice notice-error">{formError}</p>}
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? "Saving…" : "Save and e-mail the author"}
        </button>
      </form>
    </section>
  );
}
