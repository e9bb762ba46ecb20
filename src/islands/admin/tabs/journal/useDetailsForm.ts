import { useCallback, useEffect, useRef, useState, type SubmitEvent } from "react";
import { journalDetails, journalDetailsInput, type JournalDetails } from "../../../../domain/journal";
import { api, ApiError, isApiError } from "../../ui/api";
import { DISCARD_CHANGES, useConfirm } from "../../ui/dialog";
import type { BoundField } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { failureText, type ListStatusValue } from "../../ui/resource";
import { firstField, firstInvalidField, useFocusAfterRender } from "../../ui/resource-tab/focus";
import { INVALID_FORM } from "../../ui/resource-tab/texts";
import { check, issuesToErrors, type FieldErrors } from "../../ui/validation";
import {
  detailsFieldOf,
  detailsInput,
  detailsValues,
  sameDetails,
  type DetailsTextField,
  type DetailsValues,
} from "./details-values";
import { DETAILS_MESSAGES } from "./texts";

export const DETAILS_EDIT_BUTTON_ID = "journal-details-edit";
const FIELD_ID_BASE = "journal-details";

/**
 * The journal's details (docs/rules/journal.md §1), one document: loaded, shown, and edited in a
 * form opened on request. Saving checks with the API's own schema first (the ISSNs by their check
 * digit), then PUTs the whole details; the answer (ISSNs as the standard writes them) is what the
 * tab shows from then on. PUT /api/journal takes no If-Match (the document has no version), so the
 * last save wins. A failure keeps everything typed: field errors next to the fields (focus on the
 * first), or the failure under them.
 */
export function useDetailsForm() {
  const notify = useNotify();
  const confirm = useConfirm();
  const focus = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ListStatusValue>("loading");
  const [saved, setSaved] = useState<JournalDetails | null>(null);
  const [values, setValues] = useState<DetailsValues | null>(null);
  const [initial, setInitial] = useState<DetailsValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setStatus("loading");
    try {
      setSaved(await api.get("/api/journal", journalDetails));
      setStatus("ready");
    } catch (failure) {
      if (isApiError(failure) && failure.kind === "auth") return;
      setStatus("error");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const isOpen = values !== null;
  const dirty = values !== null && initial !== null && !sameDetails(values, initial);

  /** Opens the form on the saved details, or on `restored` (a draft) counted as changes. */
  const open = (restored?: DetailsValues) => {
    if (!saved) return;
    const start = detailsValues(saved);
    setInitial(start);
    setValues(restored ?? start);
    setErrors({});
    setError(null);
    focus.later(() => firstField(formRef.current));
  };

  const close = () => {
    setValues(null);
    setInitial(null);
    setErrors({});
    setError(null);
    focus.later(() => document.getElementById(DETAILS_EDIT_BUTTON_ID));
  };

  const cancel = async () => {
    if (!dirty || (await confirm(DISCARD_CHANGES))) close();
  };

  const showErrors = (found: FieldErrors, message: string) => {
    setErrors(found);
    setError(message);
    focus.later(() => firstInvalidField(formRef.current));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving || !values) return;
    const checked = check(journalDetailsInput, detailsInput(values), detailsFieldOf);
    if (!checked.ok) {
      showErrors(checked.errors, INVALID_FORM);
      return;
    }
    setSaving(true);
    setErrors({});
    setError(null);
    try {
      setSaved(await api.send("PUT", "/api/journal", { json: checked.data, schema: journalDetails }));
      notify.success(DETAILS_MESSAGES.saved);
      close();
    } catch (caught) {
      const failure = isApiError(caught) ? caught : new ApiError("server", String(caught));
      if (failure.kind === "auth") return;
      const found = failure.kind === "validation" ? issuesToErrors(failure.issues, detailsFieldOf) : {};
      if (Object.keys(found).length > 0) showErrors(found, INVALID_FORM);
      else
        setError(failure.kind === "validation" ? failure.message : failureText(failure, DETAILS_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  /** Changes one value; `clears` also clears the errors at or under that key (a row's field, a list). */
  const set = <K extends keyof DetailsValues>(name: K, value: DetailsValues[K], clears?: string) => {
    setValues((previous) => (previous ? { ...previous, [name]: value } : previous));
    setErrors((previous) => {
      const stale = Object.keys(previous).filter(
        (key) => key === name || (clears !== undefined && (key === clears || key.startsWith(`${clears}.`))),
      );
      if (stale.length === 0) return previous;
      const next = { ...previous };
      for (const key of stale) next[key] = undefined;
      return next;
    });
  };

  const fieldId = (name: string) => `${FIELD_ID_BASE}-${name}`;

  const bind = (name: DetailsTextField): BoundField => ({
    id: fieldId(name),
    name,
    value: values?.[name] ?? "",
    error: errors[name],
    onValueChange: (value: string) => set(name, value),
  });

  return {
    status,
    reload: load,
    saved,
    values,
    isOpen,
    dirty,
    errors,
    error,
    saving,
    formRef,
    focus,
    open,
    cancel,
    submit,
    set,
    bind,
    fieldId,
  };
}

export type DetailsForm = ReturnType<typeof useDetailsForm>;
