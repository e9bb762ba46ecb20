import { useCallback, useEffect, useRef, useState, type SubmitEvent } from "react";
import type { z } from "zod";
import { versionedDocument } from "../../../domain/fields";
import { api, ApiError, isApiError } from "./api";
import { DISCARD_CHANGES, useConfirm } from "./dialog";
import type { Draft } from "./drafts";
import type { BoundField } from "./fields";
import { useNotify } from "./messages";
import { failureText, type ListStatusValue } from "./resource";
import { firstField, firstInvalidField, useFocusAfterRender } from "./resource-tab/focus";
import { INVALID_FORM, LATEST_LOADED } from "./resource-tab/texts";
import { check, firstSegment, issuesToErrors, type FieldErrors, type FieldOf } from "./validation";

/**
 * A form over one document the API keeps whole (the settings, the journal's details): loaded, then
 * edited as typed values and saved with one PUT of all of them. Saving checks with the API's own
 * schema first, then sends the version loaded as If-Match; the answer (values as the API writes
 * them) is what the form holds from then on. A save refused because another came between (409)
 * shows the stale-edit notice and "Load the latest version". A failure keeps everything typed:
 * field errors next to the fields (focus on the first), or the failure under them.
 */
export interface DocumentFormConfig<D extends object, V extends object> {
  /** Where it is read (GET) and saved (PUT). */
  path: string;
  /** The document as answered, without its version. */
  schema: z.ZodObject;
  /** The API's body schema: what is checked before sending. */
  input: z.ZodType;
  valuesOf: (document: D) => V;
  /** The body from the values; the values themselves unless said. */
  inputOf?: (values: V) => unknown;
  same: (a: V, b: V) => boolean;
  /** Which form field shows an issue at a path (validation.ts). */
  fieldOf?: FieldOf;
  messages: { saved: string; saveFailed: string };
  /** Field ids are `<idBase>-<name>`. */
  idBase: string;
  /**
   * The form opens on request (open()) and closes after a save or Cancel, the focus then going
   * where this says; without it the form is open once the document has loaded.
   */
  focusWhenClosed?: () => HTMLElement | null;
}

/** The keys of the values that are typed as text (bind() gives their inputs). */
export type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface Feedback {
  errors: FieldErrors;
  error: string | null;
  note: string | null;
  stale: boolean;
}

const NO_FEEDBACK: Feedback = { errors: {}, error: null, note: null, stale: false };

/** The answer's schema: the document with its version (the config's schema is any object, so typed here). */
const answerOf = <D extends object>(schema: z.ZodObject) =>
  versionedDocument(schema) as unknown as z.ZodType<D & { updatedAt: string }>;

export function useDocumentForm<D extends object, V extends object>(config: DocumentFormConfig<D, V>) {
  const notify = useNotify();
  const confirm = useConfirm();
  const focus = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const live = useRef(config);
  live.current = config;
  const [status, setStatus] = useState<ListStatusValue>("loading");
  const [saved, setSaved] = useState<D | null>(null);
  const [initial, setInitial] = useState<V | null>(null);
  const [values, setValues] = useState<V | null>(null);
  // The version the values were started from: sent as If-Match, kept in a draft.
  const [version, setVersion] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(NO_FEEDBACK);
  const [saving, setSaving] = useState(false);
  const opensOnRequest = config.focusWhenClosed !== undefined;

  const fetchLatest = useCallback(async () => {
    const { updatedAt, ...document } = await api.get(live.current.path, answerOf<D>(live.current.schema));
    return { document: document as unknown as D, updatedAt };
  }, []);

  /** Holds `document` as saved, and (for a form that is always open) as the values typed over. */
  const take = useCallback((document: D, updatedAt: string, showForm: boolean) => {
    setSaved(document);
    setVersion(updatedAt);
    const start = live.current.valuesOf(document);
    setInitial(showForm ? start : null);
    setValues(showForm ? start : null);
  }, []);

  const load = useCallback(async () => {
    setStatus("loading");
    try {
      const { document, updatedAt } = await fetchLatest();
      take(document, updatedAt, !opensOnRequest);
      setStatus("ready");
    } catch (failure) {
      if (isApiError(failure) && failure.kind === "auth") return;
      setStatus("error");
    }
  }, [fetchLatest, take, opensOnRequest]);

  useEffect(() => {
    void load();
  }, [load]);

  const isOpen = values !== null;
  const dirty = values !== null && initial !== null && !config.same(values, initial);

  /**
   * Opens the form on the saved document, or on a draft's values (counted as changes) with the
   * version its edit started from, so a save over a newer document is still refused.
   */
  const open = (restored?: { values: V; version: string | null }) => {
    if (!saved) return;
    setInitial(config.valuesOf(saved));
    setValues(restored?.values ?? config.valuesOf(saved));
    if (restored?.version) setVersion(restored.version);
    setFeedback(NO_FEEDBACK);
    focus.later(() => firstField(formRef.current));
  };

  /** Opens the form on a draft's values (those that still fit the form) and the version its edit started from. */
  const restore = (kept: Draft["values"], keptVersion: string | null) => {
    if (!saved) return;
    const merged = { ...config.valuesOf(saved) } as Record<string, unknown>;
    for (const [key, value] of Object.entries(kept)) {
      if (key in merged && typeof merged[key] === typeof value) merged[key] = value;
    }
    open({ values: merged as V, version: keptVersion });
  };

  /** The form's first field while it is open, else what opens it. */
  const focusForm = () =>
    focus.later(() => (values !== null ? firstField(formRef.current) : (config.focusWhenClosed?.() ?? null)));

  const close = () => {
    setValues(null);
    setInitial(null);
    setFeedback(NO_FEEDBACK);
    focus.later(() => config.focusWhenClosed?.() ?? null);
  };

  const cancel = async () => {
    if (!dirty || (await confirm(DISCARD_CHANGES))) close();
  };

  const showErrors = (errors: FieldErrors, message: string) => {
    setFeedback({ ...NO_FEEDBACK, errors, error: message });
    focus.later(() => firstInvalidField(formRef.current));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving || !values) return;
    const fieldOf = config.fieldOf ?? firstSegment;
    const checked = check(config.input, config.inputOf ? config.inputOf(values) : values, fieldOf);
    if (!checked.ok) {
      showErrors(checked.errors, INVALID_FORM);
      return;
    }
    setSaving(true);
    setFeedback(NO_FEEDBACK);
    try {
      const answer = await api.send("PUT", config.path, {
        json: checked.data,
        schema: answerOf<D>(config.schema),
        ...(version ? { ifMatch: version } : {}),
      });
      const { updatedAt, ...document } = answer;
      take(document as unknown as D, updatedAt, !opensOnRequest);
      notify.success(config.messages.saved);
      if (opensOnRequest) close();
    } catch (caught) {
      const failure = isApiError(caught) ? caught : new ApiError("server", String(caught));
      if (failure.kind === "auth") return;
      if (failure.kind === "stale") {
        setFeedback({ ...NO_FEEDBACK, stale: true });
        return;
      }
      const found = failure.kind === "validation" ? issuesToErrors(failure.issues, fieldOf) : {};
      if (Object.keys(found).length > 0) showErrors(found, INVALID_FORM);
      else
        setFeedback({
          ...NO_FEEDBACK,
          error: failure.kind === "validation" ? failure.message : failureText(failure, config.messages.saveFailed),
        });
    } finally {
      setSaving(false);
    }
  };

  /** The stale-edit notice's "Load the latest version": the form starts again from the stored document. */
  const loadLatest = async () => {
    try {
      const { document, updatedAt } = await fetchLatest();
      take(document, updatedAt, true);
      setFeedback({ ...NO_FEEDBACK, note: LATEST_LOADED });
      focus.later(() => firstField(formRef.current));
    } catch (failure) {
      if (isApiError(failure) && failure.kind === "auth") return;
      const error = isApiError(failure) ? failureText(failure, config.messages.saveFailed) : config.messages.saveFailed;
      setFeedback({ ...NO_FEEDBACK, stale: true, error });
    }
  };

  /** Changes one value; `clears` also clears the errors at or under that key (a row's field, a list). */
  const set = <K extends keyof V>(name: K, value: V[K], clears?: string) => {
    setValues((previous) => (previous ? { ...previous, [name]: value } : previous));
    setFeedback((previous) => {
      const key = String(name);
      const cleared = Object.keys(previous.errors).filter(
        (field) => field === key || (clears !== undefined && (field === clears || field.startsWith(`${clears}.`))),
      );
      if (cleared.length === 0) return previous;
      const errors = { ...previous.errors };
      for (const field of cleared) errors[field] = undefined;
      return { ...previous, errors };
    });
  };

  const fieldId = (name: string) => `${config.idBase}-${name}`;

  const bind = (name: TextKeys<V>): BoundField => ({
    id: fieldId(name),
    name,
    value: (values?.[name] as string | undefined) ?? "",
    error: feedback.errors[name],
    onValueChange: (value: string) => set(name, value as V[typeof name]),
  });

  return {
    status,
    reload: load,
    saved,
    version,
    values,
    isOpen,
    dirty,
    ...feedback,
    saving,
    formRef,
    focus,
    open,
    restore,
    focusForm,
    cancel,
    submit,
    loadLatest,
    set,
    bind,
    fieldId,
  };
}

export type DocumentForm<D extends object, V extends object> = ReturnType<typeof useDocumentForm<D, V>>;
