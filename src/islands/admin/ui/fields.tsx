import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { YEAR_RANGE } from "../../../domain/fields";

/**
 * Labelled form fields with their error next to them (aria-invalid, aria-describedby). Give each
 * the props `form.bind("name")` returns (see ResourceTab) plus a label:
 *
 *   <TextField label="Title" required {...form.bind("title")} />
 *   <TextField label="Date" type="date" required {...form.bind("date")} />
 *   <TextArea label="Content" rows={8} required {...form.bind("bigContent")} />
 *   <SelectField label="Periodicity" options={["Annual", "Biennial"]} required {...form.bind("periodicity")} />
 *   <FileField label="Photo" accept="image/*" onFile={(file) => form.set("image", file)} error={form.errors.image} />
 *   <CheckboxField id={form.fieldId("published")} name="published" label="Published"
 *     checked={form.values.published} onCheckedChange={(on) => form.set("published", on)} />
 *
 * `required` marks the field for assistive technology (aria-required) and with "(required)";
 * optional fields need nothing. The form itself uses noValidate: the zod schema decides.
 */

export interface BoundField {
  id: string;
  name: string;
  value: string;
  error?: string | undefined;
  onValueChange: (value: string) => void;
}

interface Common {
  label: string;
  /** Help shown under the label (format, what is optional). */
  hint?: ReactNode | undefined;
  required?: boolean | undefined;
  error?: string | undefined;
  id: string;
}

/** The aria wiring of a control: required, invalid, and described by its hint and its error. */
export function controlAria({ id, hint, required, error }: Omit<Common, "label">) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    "aria-required": required ? true : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Frame({ id, label, hint, required, error, children }: Common & { children: ReactNode }) {
  return (
    <div className={error ? "admin-field has-error" : "admin-field"}>
      <label htmlFor={id}>
        {label}
        {required && <span className="admin-required"> (required)</span>}
      </label>
      {hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id" | "name" | "required">;

export function TextField({
  label,
  hint,
  required,
  error,
  onValueChange,
  ...control
}: BoundField & Omit<Common, "id"> & InputProps) {
  const frame = { id: control.id, label, hint, required, error };
  return (
    <Frame {...frame}>
      <input
        type="text"
        {...control}
        {...controlAria(frame)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
      />
    </Frame>
  );
}

/** A required whole number, typed as digits, with a hint saying which. */
function WholeNumberField(props: BoundField & { label: string; hint: string }) {
  return <TextField inputMode="numeric" required autoComplete="off" {...props} />;
}

/** A required year within the schema's bounds. */
export function YearField({ label = "Year", ...bound }: BoundField & { label?: string }) {
  return <WholeNumberField label={label} hint={`Between ${YEAR_RANGE.min} and ${YEAR_RANGE.max}.`} {...bound} />;
}

/** A required position number (1, 2, ...); `orderedWhat` says what follows its order. */
export function OrderField({ label, orderedWhat, ...bound }: BoundField & { label: string; orderedWhat: string }) {
  return <WholeNumberField label={label} hint={`A whole number from 1; ${orderedWhat} in this order.`} {...bound} />;
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "id" | "name" | "required">;

export function TextArea({
  label,
  hint,
  required,
  error,
  onValueChange,
  ...control
}: BoundField & Omit<Common, "id"> & AreaProps) {
  const frame = { id: control.id, label, hint, required, error };
  return (
    <Frame {...frame}>
      <textarea rows={5} {...control} {...controlAria(frame)} onChange={(event) => onValueChange(event.target.value)} />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  required,
  error,
  id,
  name,
  value,
  onValueChange,
  options,
  placeholder = "Choose…",
}: BoundField &
  Omit<Common, "id"> & { options: readonly (string | { value: string; label: string })[]; placeholder?: string }) {
  const frame = { id, label, hint, required, error };
  return (
    <Frame {...frame}>
      <select
        id={id}
        name={name}
        value={value}
        {...controlAria(frame)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value: optionValue, label: optionLabel } =
            typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          );
        })}
      </select>
    </Frame>
  );
}

/** A file picker; the chosen file goes to `onFile` (null when cleared). Files are not kept in drafts. */
export function FileField({
  name,
  accept,
  onFile,
  ...frame
}: Common & { name: string; accept?: string; onFile: (file: File | null) => void }) {
  return (
    <Frame {...frame}>
      <input
        type="file"
        id={frame.id}
        name={name}
        accept={accept}
        {...controlAria(frame)}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </Frame>
  );
}

/** A checkbox with its label beside it, for a yes-or-no value (published, ready). */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  error,
  checked,
  onCheckedChange,
}: Omit<Common, "required"> & { name: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <div className={error ? "admin-field admin-check has-error" : "admin-field admin-check"}>
      <div className="admin-check-row">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          {...controlAria({ id, hint, error })}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
