import { useId, useRef, useState, type RefObject } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { editButtonId } from "../DataTable";
import { DISCARD_CHANGES, useConfirm } from "../dialog";
import type { FieldErrors } from "../validation";
import type { FormBinding, FormValue, FormValues, ResourceTabConfig } from "./config";
import { addButtonId, elementById, firstField, type FocusAfterRender } from "./focus";

/**
 * The state of a tab's one form: hidden, adding, or editing a record; the values typed and the
 * ones it opened with (so it knows when something would be lost); the version an edit started
 * from; and what the form says back (field errors, a message, a note, the stale-edit notice).
 * Opening moves focus to the first field, closing back to the button that opened it, and leaving
 * a form with changes asks "Discard your changes?" first.
 */

export type FormMode<R> = { kind: "hidden" } | { kind: "add" } | { kind: "edit"; record: R };

/** What the form shows besides the fields; cleared whenever it opens or closes. */
export interface FormFeedback {
  errors: FieldErrors;
  /** The message under the fields (an alert). */
  error: string | null;
  /** A note at the top of the form (a status). */
  note: string | null;
  /** The record changed elsewhere since it was loaded. */
  stale: boolean;
}

export interface FormState<R, V> extends FormFeedback {
  mode: FormMode<R>;
  values: V;
  /** The values the form opened with: changes are counted from them. */
  initial: V;
  /** The `updatedAt` an edit started from, sent as If-Match. */
  expectedUpdatedAt: string | null;
}

const NO_FEEDBACK: FormFeedback = { errors: {}, error: null, note: null, stale: false };

type AnyValues = Record<string, FormValue>;

/** An error key at `part` or under it ("authors.1.orcid" is within "authors.1" and "authors"). */
const isWithin = (key: string, part: string) => key === part || key.startsWith(`${part}.`);

function sameValues(a: AnyValues, b: AnyValues): boolean {
  return Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);
}

/** The open form as the rest of the tab sees it. */
export interface ResourceForm<R extends StoredMeta, V extends FormValues<V>> extends FormState<R, V> {
  isOpen: boolean;
  /** The record being edited; undefined when adding or hidden. */
  current: R | undefined;
  /** Something typed differs from what the form opened with. */
  dirty: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** The id of the form's heading, which names it. */
  titleId: string;
  /** What `renderForm` wires its fields with. */
  binding: FormBinding<V>;
  /** Opens the form on `values`, counting changes from `initial`, with focus on its first field. */
  show: (mode: FormMode<R>, values: V, initial: V, version: string | null, note?: string | null) => void;
  /** Closes the form; focus goes back to the edit button it came from, or to Add. */
  close: () => void;
  /** These three ask first when the open form has changes. */
  openAdd: () => Promise<void>;
  openEdit: (record: R) => Promise<void>;
  cancel: () => Promise<void>;
  /** Changes what the form says back, keeping the values. */
  report: (feedback: Partial<FormFeedback>) => void;
}

export function useResourceForm<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  focus: FocusAfterRender,
): ResourceForm<R, V> {
  const { blank } = config;
  const closed: FormState<R, V> = {
    mode: { kind: "hidden" },
    values: blank,
    initial: blank,
    expectedUpdatedAt: null,
    ...NO_FEEDBACK,
  };
  const [state, setState] = useState<FormState<R, V>>(closed);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const confirm = useConfirm();

  const isOpen = state.mode.kind !== "hidden";
  const current = state.mode.kind === "edit" ? state.mode.record : undefined;
  const dirty = isOpen && !sameValues(state.values, state.initial);

  const show = (mode: FormMode<R>, values: V, initial: V, version: string | null, note: string | null = null) => {
    setState({ mode, values, initial, expectedUpdatedAt: version, ...NO_FEEDBACK, note });
    focus.later(() => firstField(formRef.current));
  };

  const close = () => {
    const returnTo = current ? editButtonId(current._id) : addButtonId(config.tab);
    setState(closed);
    focus.later(() => elementById(returnTo, addButtonId(config.tab)));
  };

  /** True when nothing typed would be lost, or the person agreed to lose it. */
  const mayLeave = async () => !dirty || (await confirm(DISCARD_CHANGES));

  const openAdd = async () => {
    if (await mayLeave()) show({ kind: "add" }, blank, blank, null);
  };

  const openEdit = async (record: R) => {
    if (!(await mayLeave())) return;
    const filled = config.fromRecord(record);
    show({ kind: "edit", record }, filled, filled, record.updatedAt);
  };

  const cancel = async () => {
    if (await mayLeave()) close();
  };

  const report = (feedback: Partial<FormFeedback>) => setState((previous) => ({ ...previous, ...feedback }));

  const set = <K extends keyof V & string>(name: K, value: V[K], clears?: string) => {
    setState((previous) => {
      const cleared = Object.keys(previous.errors).filter(
        (key) => previous.errors[key] && (key === name || (clears !== undefined && isWithin(key, clears))),
      );
      const errors = { ...previous.errors };
      for (const key of cleared) errors[key] = undefined;
      return {
        ...previous,
        values: { ...previous.values, [name]: value },
        errors: cleared.length > 0 ? errors : previous.errors,
      };
    });
  };
  const fieldId = (name: string) => `${uid}-${name}`;
  const binding: FormBinding<V> = {
    mode: state.mode.kind === "edit" ? "edit" : "add",
    values: state.values,
    errors: state.errors,
    fieldId,
    set,
    bind: (name) => ({
      id: fieldId(name),
      name,
      value: state.values[name] as string,
      error: state.errors[name],
      onValueChange: (value: string) => set(name, value as V[typeof name]),
    }),
  };

  return {
    ...state,
    isOpen,
    current,
    dirty,
    formRef,
    titleId: `${uid}-form-title`,
    binding,
    show,
    close,
    openAdd,
    openEdit,
    cancel,
    report,
  };
}
