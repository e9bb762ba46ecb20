import { useEffect, useId, useRef, useState, type SubmitEvent, type ReactNode } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../domain/fields";
import { api, isApiError, ApiError } from "./api";
import { DataTable, editButtonId, type Column } from "./DataTable";
import { DISCARD_CHANGES, useConfirm } from "./dialog";
import { clearDraft, findDraft, registerOpenForm, type Draft, type DraftValue } from "./drafts";
import type { BoundField } from "./fields";
import { useNotify } from "./messages";
import { failureText, ListStatus, useResourceList } from "./resource";
import { TabHeading } from "./tab";
import { check, firstSegment, issuesToErrors, type FieldErrors, type FieldOf } from "./validation";

/**
 * A whole management tab from one description: heading, Add button, a form that is hidden or in
 * add or edit mode, the table with edit and delete buttons, and every message. See tabs/news.tsx
 * for a complete example and src/islands/admin/README.md for the guide.
 *
 * What it does for every tab:
 * - list: loading, failed (Try again) and empty states; reloaded after each change;
 * - form: focus moves to its first field on open and back to the Add or edit button on close;
 *   Cancel (or opening another form) asks "Discard your changes?" when something was typed;
 *   values are checked with the tab's zod input schema before sending, and the server's 400
 *   issues land next to the same fields; a failed save keeps everything typed;
 * - stale edits: updates send If-Match with the version loaded; a 409 shows the spec's message
 *   and "Load the latest version";
 * - sign-out on 401 keeps the open form as a draft, offered back here after signing in;
 * - delete asks "Are you sure you want to delete this <noun>?" in a dialog.
 */

/** Values a form holds: text inputs, checkboxes, and files (which drafts cannot keep). */
export type FormValue = string | boolean | File | null;
/**
 * The shape of a tab's form values: an interface whose every field is a FormValue, e.g.
 * `interface NewsValues { title: string; date: string }`.
 */
export type FormValues<V> = { [K in keyof V]: FormValue };
type AnyValues = Record<string, FormValue>;

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `renderForm` receives to wire its fields. */
export interface FormBinding<V extends FormValues<V>> {
  mode: "add" | "edit";
  values: V;
  errors: FieldErrors;
  /** Props for TextField, TextArea and SelectField: id, name, value, error, onValueChange. */
  bind: (name: StringKeys<V>) => BoundField;
  /** Set any value (checkboxes, files). */
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** The element id of a field, for custom controls. */
  fieldId: (name: keyof V & string) => string;
}

/** The SPEC section 8 messages of a tab. */
export interface ResourceMessages {
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  loadFailed: string;
  deleteFailed: string;
}

export interface ResourceTabConfig<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType> {
  /** The tab's path ("news"): keys drafts and element ids. */
  tab: string;
  /** The tab's heading ("News"). */
  heading: string;
  /** One record in words, used in "Are you sure you want to delete this <noun>?" ("news item"). */
  noun: string;
  /** "Add News". */
  addLabel: string;
  /** Form headings: "Add news item", "Edit news item". */
  addTitle: string;
  editTitle: string;
  /** Table name for assistive technology ("News items"). */
  tableLabel: string;
  /** Shown when the list is empty. */
  emptyText: string;
  messages: ResourceMessages;
  endpoints: {
    list: string;
    create: string;
    item: (id: string) => string;
    /** When deletes use another path than `item`. */
    remove?: (id: string) => string;
  };
  /** Schema of one record in the list answer. */
  record: z.ZodType<R>;
  sort?: (rows: R[]) => R[];
  /** The API's input schema (src/domain/<entity>.ts): the same rules in the form and the server. */
  schema: S;
  /** The values of an empty form. */
  blank: V;
  /** The values of the form editing `record`. */
  fromRecord: (record: R) => V;
  /** Form values -> the API's body (checked with `schema` before sending). `current` is the edited record. */
  toInput: (values: V, current: R | undefined) => z.input<S>;
  /** Multipart bodies (uploads): build the FormData from the checked input and the values. JSON otherwise. */
  toFormData?: (input: z.input<S>, values: V, current: R | undefined) => FormData;
  /** Issue path -> form field, when they differ ("links.0" -> "link"). */
  fieldOf?: FieldOf;
  columns: readonly Column<R>[];
  /** Names a row in "Edit …", "Delete …" and the draft offer. */
  rowTitle: (row: R) => string;
  renderForm: (form: FormBinding<V>) => ReactNode;
  /** false: add and delete only (downloads). */
  canEdit?: boolean;
  /** Extra buttons per row, shown before edit and delete. */
  extraActions?: (row: R, reload: () => Promise<void>) => ReactNode;
  /** Content under the heading (explanations, filters). */
  intro?: ReactNode;
}

type Mode<R> = { kind: "hidden" } | { kind: "add" } | { kind: "edit"; record: R };

const INVALID_FORM = "Please correct the highlighted fields.";

function sameValues(a: AnyValues, b: AnyValues): boolean {
  return Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);
}

/** What of the values a draft can keep (text and checkboxes). */
function storable(values: AnyValues): Record<string, DraftValue> {
  const kept: Record<string, DraftValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "boolean") kept[key] = value;
  }
  return kept;
}

/** `base` with the draft's values for the keys that hold the same kind of value. */
function withDraft<V extends FormValues<V>>(base: V, saved: Record<string, DraftValue>): V {
  const merged: AnyValues = { ...(base as AnyValues) };
  for (const [key, value] of Object.entries(saved)) {
    if (key in merged && typeof merged[key] === typeof value) merged[key] = value;
  }
  return merged as V;
}

const formatSavedAt = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

export function ResourceTab<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>({
  config,
}: {
  config: ResourceTabConfig<R, V, S>;
}) {
  const { messages, noun, tab } = config;
  const fieldOf = config.fieldOf ?? firstSegment;
  const canEdit = config.canEdit ?? true;
  const list = useResourceList(config.endpoints.list, config.record, config.sort);
  const notify = useNotify();
  const confirm = useConfirm();
  const uid = useId();
  const addButtonId = `admin-add-${tab}`;

  const [mode, setMode] = useState<Mode<R>>({ kind: "hidden" });
  const [values, setValues] = useState<V>(config.blank);
  const [initial, setInitial] = useState<V>(config.blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [formNote, setFormNote] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [expectedUpdatedAt, setExpectedUpdatedAt] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(tab));

  const formRef = useRef<HTMLFormElement>(null);
  const offerRef = useRef<HTMLParagraphElement>(null);
  /** Focus to move once the next render is on screen. */
  const focusNext = useRef<(() => void) | null>(null);
  useEffect(() => {
    const move = focusNext.current;
    focusNext.current = null;
    move?.();
  });

  const open = mode.kind !== "hidden";
  const dirty = open && !sameValues(values, initial);
  const current = mode.kind === "edit" ? mode.record : undefined;

  // While a form is open, the sign-out flow and the panel can ask about it (drafts.ts).
  const live = useRef({ values, dirty, current, expectedUpdatedAt });
  live.current = { values, dirty, current, expectedUpdatedAt };
  useEffect(() => {
    if (!open) return;
    return registerOpenForm({
      tab,
      isDirty: () => live.current.dirty,
      snapshot: () => {
        const { values: now, current: record, expectedUpdatedAt: version } = live.current;
        return {
          tab,
          recordId: record?._id ?? null,
          title: record ? config.rowTitle(record) : `New ${noun}`,
          values: storable(now),
          expectedUpdatedAt: version,
        };
      },
    });
  }, [open, tab, noun, config]);

  // The offer to restore a draft takes focus once the list is there to restore into.
  const offerShown = offer !== undefined && list.status === "ready";
  useEffect(() => {
    if (offerShown) offerRef.current?.focus();
  }, [offerShown]);

  const focusFirstField = () => {
    focusNext.current = () =>
      formRef.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus();
  };
  const focusFirstInvalid = () => {
    focusNext.current = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
  const focusById = (id: string) => {
    focusNext.current = () => (document.getElementById(id) ?? document.getElementById(addButtonId))?.focus();
  };

  const show = (next: Mode<R>, formValues: V, start: V, version: string | null) => {
    setMode(next);
    setValues(formValues);
    setInitial(start);
    setErrors({});
    setFormError(null);
    setFormNote(null);
    setStale(false);
    setExpectedUpdatedAt(version);
    focusFirstField();
  };

  const hide = () => {
    const returnTo = mode.kind === "edit" ? editButtonId(mode.record._id) : addButtonId;
    setMode({ kind: "hidden" });
    setValues(config.blank);
    setInitial(config.blank);
    setErrors({});
    setFormError(null);
    setFormNote(null);
    setStale(false);
    setExpectedUpdatedAt(null);
    focusById(returnTo);
  };

  /** True when nothing typed would be lost, or the person agreed to lose it. */
  const mayLeaveForm = async () => !dirty || (await confirm(DISCARD_CHANGES));

  const openAdd = async () => {
    if (!(await mayLeaveForm())) return;
    show({ kind: "add" }, config.blank, config.blank, null);
  };

  const openEdit = async (record: R) => {
    if (!(await mayLeaveForm())) return;
    const filled = config.fromRecord(record);
    show({ kind: "edit", record }, filled, filled, record.updatedAt);
  };

  const cancel = async () => {
    if (!(await mayLeaveForm())) return;
    hide();
  };

  const restoreDraft = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    const record = draft.recordId ? list.rows.find((row) => row._id === draft.recordId) : undefined;
    if (record) {
      const start = config.fromRecord(record);
      show(
        { kind: "edit", record },
        withDraft(start, draft.values),
        start,
        draft.expectedUpdatedAt ?? record.updatedAt,
      );
    } else {
      show({ kind: "add" }, withDraft(config.blank, draft.values), config.blank, null);
      if (draft.recordId)
        setFormNote(`The ${noun} you were editing no longer exists; your changes are shown as a new one.`);
    }
  };

  const discardDraft = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    focusById(addButtonId);
  };

  const set = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };
  const fieldId = (name: string) => `${uid}-${name}`;
  const binding: FormBinding<V> = {
    mode: mode.kind === "edit" ? "edit" : "add",
    values,
    errors,
    fieldId,
    set,
    bind: (name) => ({
      id: fieldId(name),
      name,
      value: values[name] as string,
      error: errors[name],
      onValueChange: (value: string) => set(name, value as V[typeof name]),
    }),
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving) return;
    const input = config.toInput(values, current);
    const checked = check(config.schema, input, fieldOf);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(INVALID_FORM);
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    setFormError(null);
    setFormNote(null);
    try {
      const body = config.toFormData ? { form: config.toFormData(input, values, current) } : { json: input };
      if (current) {
        await api.send("PUT", config.endpoints.item(current._id), {
          ...body,
          ...(expectedUpdatedAt ? { ifMatch: expectedUpdatedAt } : {}),
        });
      } else {
        await api.send("POST", config.endpoints.create, body);
      }
      notify.success(current ? messages.updated : messages.created);
      hide();
      void list.reload();
    } catch (error) {
      const failure = isApiError(error) ? error : new ApiError("server", String(error));
      if (failure.kind === "auth") return;
      if (failure.kind === "stale") {
        setStale(true);
      } else if (failure.kind === "validation") {
        const fieldErrors = issuesToErrors(failure.issues, fieldOf);
        setErrors(fieldErrors);
        setFormError(Object.keys(fieldErrors).length > 0 ? INVALID_FORM : failure.message);
        focusFirstInvalid();
      } else if (failure.kind === "not-found") {
        setFormError(`This ${noun} no longer exists; it may have been deleted elsewhere.`);
        void list.reload();
      } else {
        setFormError(failureText(failure, messages.saveFailed));
      }
    } finally {
      setSaving(false);
    }
  };

  const loadLatest = async () => {
    if (!current) return;
    try {
      const latest = await api.get(config.endpoints.item(current._id), config.record);
      const filled = config.fromRecord(latest);
      show({ kind: "edit", record: latest }, filled, filled, latest.updatedAt);
      setFormNote("The latest version is loaded. Make your changes again and save.");
      void list.reload();
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      setFormError(
        isApiError(error) && error.kind === "not-found"
          ? `This ${noun} no longer exists; it may have been deleted elsewhere.`
          : messages.loadFailed,
      );
    }
  };

  const remove = async (record: R) => {
    const agreed = await confirm({
      message: `Are you sure you want to delete this ${noun}?`,
      detail: config.rowTitle(record),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!agreed) return;
    setBusyId(record._id);
    try {
      await api.send("DELETE", (config.endpoints.remove ?? config.endpoints.item)(record._id));
      notify.success(messages.deleted);
      if (current?._id === record._id) hide();
      focusById(addButtonId);
    } catch (error) {
      if (isApiError(error) && error.kind === "auth") return;
      notify.error(isApiError(error) ? failureText(error, messages.deleteFailed) : messages.deleteFailed);
    } finally {
      setBusyId(null);
      void list.reload();
    }
  };

  const formTitle = mode.kind === "edit" ? config.editTitle : config.addTitle;

  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>{config.heading}</TabHeading>
        <button
          type="button"
          id={addButtonId}
          className="button"
          aria-expanded={mode.kind === "add"}
          onClick={() => void openAdd()}
        >
          {config.addLabel}
        </button>
      </div>
      {config.intro}

      {offer && offerShown && (
        <div className="notice notice-info admin-offer" role="region" aria-label="Unsaved changes">
          <p ref={offerRef} tabIndex={-1} className="admin-offer-question">
            Restore your unsaved changes?
          </p>
          <p>
            You were signed out while working on “{offer.title}” (kept at {formatSavedAt(offer.savedAt)}).
          </p>
          <div className="admin-actions">
            <button type="button" className="button button-small" onClick={() => restoreDraft(offer)}>
              Restore changes
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => discardDraft(offer)}>
              Discard them
            </button>
          </div>
        </div>
      )}

      {open && (
        <section className="admin-form-panel" aria-labelledby={`${uid}-form-title`}>
          <h3 id={`${uid}-form-title`}>
            {formTitle}
            {current && <span className="admin-form-subject">: {config.rowTitle(current)}</span>}
          </h3>
          {formNote && (
            <p className="notice notice-info" role="status">
              {formNote}
            </p>
          )}
          <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${uid}-form-title`}>
            <div className="admin-form-fields">{config.renderForm(binding)}</div>
            {stale && (
              <div className="notice notice-error" role="alert">
                <p>This item was changed elsewhere. Reload to see the latest version.</p>
                <p className="admin-hint">Loading it replaces what you typed in this form.</p>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => void loadLatest()}
                >
                  Load the latest version
                </button>
              </div>
            )}
            <div role="alert" className="admin-form-error">
              {formError && <p className="notice notice-error">{formError}</p>}
            </div>
            <div className="admin-actions">
              <button type="submit" className="button" aria-disabled={saving || undefined}>
                {saving
                  ? mode.kind === "edit"
                    ? "Updating..."
                    : "Saving..."
                  : mode.kind === "edit"
                    ? "Update"
                    : "Save"}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void cancel()}>
                Cancel
              </button>
            </div>
          </form>
        </section>
      )}

      <ListStatus
        list={list}
        loadingText={`Loading ${config.heading.toLowerCase()}…`}
        errorText={messages.loadFailed}
        emptyText={config.emptyText}
      />
      {list.rows.length > 0 && (
        <DataTable
          label={config.tableLabel}
          rows={list.rows}
          columns={config.columns}
          rowTitle={config.rowTitle}
          onEdit={canEdit ? (row) => void openEdit(row) : undefined}
          onDelete={(row) => void remove(row)}
          extraActions={config.extraActions ? (row) => config.extraActions?.(row, list.reload) : undefined}
          busyId={busyId}
        />
      )}
    </div>
  );
}
