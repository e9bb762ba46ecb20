import type { ReactNode } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import type { Column } from "../DataTable";
import type { BoundField } from "../fields";
import type { FieldErrors, FieldOf } from "../validation";

/** The description of a management tab that ResourceTab turns into the whole tab. */

/** Values a form holds: text inputs, checkboxes, and files (which drafts cannot keep). */
export type FormValue = string | boolean | File | null;
/**
 * The shape of a tab's form values: an interface whose every field is a FormValue, e.g.
 * `interface NewsValues { title: string; date: string }`.
 */
export type FormValues<V> = { [K in keyof V]: FormValue };

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What `renderForm` receives to wire its fields. */
export interface FormBinding<V extends FormValues<V>> {
  mode: "add" | "edit";
  values: V;
  errors: FieldErrors;
  /** Props for TextField, TextArea and SelectField: id, name, value, error, onValueChange. */
  bind: (name: StringKeys<V>) => BoundField;
  /**
   * Set any value (checkboxes, files, rows). `clears`: the errors of the part changed when they are
   * shown apart from the value's own: a row's field ("authors.1.orcid"), or every row's ("authors").
   */
  set: <K extends keyof V & string>(name: K, value: V[K], clears?: string) => void;
  /** The element id of a field, for custom controls. */
  fieldId: (name: keyof V & string) => string;
}

/** The docs/rules/public-site.md §8 messages of a tab. */
export interface ResourceMessages {
  /** Or made from the create call's answer (what the server did besides storing it). */
  created: string | ((answer: unknown) => string);
  updated: string | ((answer: unknown) => string);
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
  /** Rows that have no delete button (a record the server never deletes); every row when absent. */
  canDelete?: (row: R) => boolean;
  /** Extra buttons per row, shown before edit and delete; `rows` are the rows the table shows, in order. */
  extraActions?: (row: R, reload: () => Promise<void>, rows: readonly R[]) => ReactNode;
  /** Content under the heading (explanations, filters). */
  intro?: ReactNode;
  /**
   * 3: one part of a tab with several (the Journal tab's issues and articles): its heading is an h3
   * under the tab's own, its form titles h4. 2 (the default): the tab's heading (TabHeading).
   */
  headingLevel?: 2 | 3;
  /** The rows of the list shown (the articles of the chosen issue); every row when absent. */
  shows?: (row: R) => boolean;
  /**
   * The field a save's 409 message belongs to ("Another article has the address ..." -> "slug");
   * undefined (or no function) shows it under the form.
   */
  conflictAt?: (message: string) => string | undefined;
}
