import { useEffect, useRef, useState, type ReactNode } from "react";
import * as z from "zod";
import { UPLOAD_LIMITS } from "../../../domain/upload-limits";
import { controlAria, FileField } from "./fields";
import type { FieldErrors } from "./validation";

/**
 * Upload pieces for tabs whose records carry a file (executives, books, downloads):
 *
 *   // the tab's form schema: the API's input plus the file, checked before sending
 *   const schema = executivesInput.extend({ image: optionalImageFile("Photo") });
 *   <ImageUploadField label="Photo" {...form.bind…} file={form.values.image} currentUrl={form.values.currentImage}
 *     onFile={(file) => form.set("image", file)} error={form.errors.image} />
 *
 *   <PdfUploadField id={form.fieldId("pdf")} name="pdf" label="PDF" file={form.values.pdf}
 *     currentUrl={form.values.currentPdf} onFile={(file) => form.set("pdf", file)} error={form.errors.pdf} />
 *
 * The server checks every file by its bytes; these checks only spare a round trip.
 */

const IMAGE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
const { image: IMAGE_LIMIT, pdf: PDF_LIMIT } = UPLOAD_LIMITS;

/** The upload fields' hints, with the API's limits. */
export const IMAGE_HINT = `A JPEG, PNG or WebP picture, ${IMAGE_LIMIT.label} at most.`;
export const PDF_HINT = `A PDF document (.pdf), ${PDF_LIMIT.label} at most.`;

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** An optional picture: none, or a JPEG, PNG or WebP file within the image limit. */
export const optionalImageFile = (label: string) =>
  z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value), {
      error: `${label} must be a picture file.`,
    })
    .refine((file) => !file || IMAGE_TYPES.includes(file.type), {
      error: `${label} must be a JPEG, PNG or WebP picture.`,
    })
    .refine((file) => !file || file.size <= IMAGE_LIMIT.maxBytes, {
      error: `${label} is too large: ${IMAGE_LIMIT.label} at most.`,
    });

/**
 * A required PDF (.pdf) within the PDF limit; `missing` is the message when none is chosen. Typed to
 * take null (an empty picker) so the form's values fit; null is refused.
 */
export const requiredPdfFile = (missing: string) =>
  z
    .custom<File | null>((value) => isFile(value), { error: missing })
    .refine((file) => !file || /\.pdf$/i.test(file.name) || file.type === "application/pdf", {
      error: "The file must be a PDF document (.pdf).",
    })
    .refine((file) => !file || file.size <= PDF_LIMIT.maxBytes, {
      error: `The file is too large: ${PDF_LIMIT.label} at most.`,
    });

/** An optional PDF (.pdf) within the PDF limit: none keeps the record's current file. */
export const optionalPdfFile = () =>
  z
    .custom<File | null>((value) => value === null || value === undefined || isFile(value), {
      error: "The file must be a PDF document (.pdf).",
    })
    .refine((file) => !file || /\.pdf$/i.test(file.name) || file.type === "application/pdf", {
      error: "The file must be a PDF document (.pdf).",
    })
    .refine((file) => !file || file.size <= PDF_LIMIT.maxBytes, {
      error: `The file is too large: ${PDF_LIMIT.label} at most.`,
    });

/** The object URL of a chosen file while it is chosen (revoked afterwards). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** What every upload field takes: its label and messages, the chosen file, and the stored one. */
interface UploadFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The newly chosen file, or null. */
  file: File | null;
  /** The stored file's URL ("" when there is none). */
  currentUrl: string;
  onFile: (file: File | null) => void;
}

export interface ImageUploadFieldProps extends UploadFieldProps {
  /** Preview size in CSS pixels (96: the spec's member photo). */
  size?: number;
  /** true: a round preview (member photos); false: the picture's own shape (covers). */
  round?: boolean;
}

/**
 * A picture upload with a preview of the chosen picture, or of the current one when none is
 * chosen. The file input is cleared whenever the value goes back to null (a reset form).
 */
export function ImageUploadField({
  id,
  name,
  label,
  hint,
  error,
  file,
  currentUrl,
  onFile,
  size = 96,
  round = true,
}: ImageUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const chosenUrl = useObjectUrl(file);
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);

  const shown = file ? chosenUrl : currentUrl || null;
  const caption = file ? `Chosen: ${file.name}` : currentUrl ? "Current picture" : "No picture yet";
  const box = {
    width: size,
    height: round ? size : "auto",
    maxHeight: round ? undefined : size * 1.5,
    borderRadius: round ? "50%" : "0.25rem",
    objectFit: "cover" as const,
    display: "block",
  };

  return (
    <div className={error ? "admin-field has-error" : "admin-field"}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div style={{ display: "flex", alignItems: "center", gap: "1rem", flexWrap: "wrap" }}>
        <figure style={{ margin: 0, display: "flex", alignItems: "center", gap: "0.75rem" }}>
          {shown ? (
            <img src={shown} alt={`Preview: ${caption.toLowerCase()}`} width={size} height={size} style={box} />
          ) : (
            <span
              aria-hidden="true"
              style={{
                ...box,
                height: size,
                border: "2px dashed currentColor",
                opacity: 0.6,
              }}
            />
          )}
          <figcaption className="admin-hint">{caption}</figcaption>
        </figure>
        <input
          ref={inputRef}
          type="file"
          id={id}
          name={name}
          accept={IMAGE_ACCEPT}
          {...controlAria({ id, hint, error })}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </div>
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export type PdfUploadFieldProps = UploadFieldProps;

/**
 * An optional PDF upload that says what is there now: the chosen file's name, a link to the
 * stored file (served as a download), or that there is none. The file input is cleared whenever the value goes back to null.
 */
export function PdfUploadField({ id, name, label, hint, error, file, currentUrl, onFile }: PdfUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = "";
  }, [file]);
  const aria = controlAria({ id, hint, error });
  return (
    <div className={error ? "admin-field has-error" : "admin-field"}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="admin-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="admin-hint" id={`${id}-current`}>
        {file ? (
          `Chosen: ${file.name}`
        ) : currentUrl ? (
          <>
            Current file: <a href={currentUrl}>download the current PDF</a>
          </>
        ) : (
          "No PDF yet."
        )}
      </p>
      <input
        ref={inputRef}
        type="file"
        id={id}
        name={name}
        accept="application/pdf,.pdf"
        {...aria}
        aria-describedby={[aria["aria-describedby"], `${id}-current`].filter(Boolean).join(" ")}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The one PDF of a record that is a PDF and a few fields (a download, an annual report): required,
 * kept in the form's `pdf` value until the record is sent.
 */
export function RequiredPdfField({
  form,
  hint = PDF_HINT,
}: {
  form: { errors: FieldErrors; fieldId: (name: "pdf") => string; set: (name: "pdf", file: File | null) => void };
  hint?: string;
}) {
  return (
    <FileField
      id={form.fieldId("pdf")}
      name="pdf"
      label="PDF file"
      required
      accept=".pdf,application/pdf"
      hint={hint}
      error={form.errors.pdf}
      onFile={(file) => form.set("pdf", file)}
    />
  );
}
