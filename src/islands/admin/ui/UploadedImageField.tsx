import { useRef, useState, type ChangeEvent } from "react";
import { isApiError } from "./api";
import { controlAria } from "./fields";
import { uploadImage } from "./upload-image";
import { IMAGE_ACCEPT, optionalImageFile } from "./uploads";

const PREVIEW_HEIGHT = 56;

/**
 * The picture of a document saved whole as JSON (the society's logo, a page section's picture): a
 * chosen file is uploaded at once (POST /api/images) and its address put into the form, which the
 * document's own Save keeps; nothing on the site changes before that. Shows the current picture
 * (or what stands in for none), a status while uploading, why a picture was refused, and a button
 * that takes the picture out (`removeLabel`).
 */
export function UploadedImageField({
  id,
  label,
  hint,
  noun,
  value,
  error,
  removeLabel,
  none,
  onValueChange,
}: {
  id: string;
  label: string;
  hint: string;
  /** The picture in words, for messages and the preview: "logo", "picture". */
  noun: string;
  /** "" or "/api/files/<id>". */
  value: string;
  error?: string | undefined;
  removeLabel: string;
  /** What stands for no picture: a picture of its own (the built-in logo) or a sentence. */
  none: { src: string; name: string } | { text: string };
  onValueChange: (url: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const shownError = refused ?? error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setRefused(null);
    // The server checks the bytes; the panel's own picture check only spares a round trip.
    const checked = optionalImageFile(`The ${noun}`).safeParse(file);
    if (!checked.success) {
      setRefused(checked.error.issues[0]?.message ?? `The ${noun} could not be uploaded.`);
      return;
    }
    setUploading(true);
    try {
      onValueChange(await uploadImage(file));
    } catch (failure) {
      // A refused sign-in has already started the sign-out flow.
      if (!(isApiError(failure) && failure.kind === "auth"))
        setRefused(failure instanceof Error ? failure.message : `The ${noun} could not be uploaded.`);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  const remove = () => {
    setRefused(null);
    onValueChange("");
  };

  const preview = value
    ? { src: value, alt: `Preview: the uploaded ${noun}` }
    : "src" in none
      ? { src: none.src, alt: `Preview: ${none.name}` }
      : undefined;
  return (
    <div className={shownError ? "admin-field has-error" : "admin-field"}>
      <label htmlFor={id}>{label}</label>
      <p className="admin-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <div className="admin-uploaded-image">
        {preview ? (
          <img src={preview.src} alt={preview.alt} height={PREVIEW_HEIGHT} className="admin-uploaded-image-preview" />
        ) : (
          <p className="admin-hint">{"text" in none ? none.text : ""}</p>
        )}
        <input
          ref={input}
          type="file"
          id={id}
          accept={IMAGE_ACCEPT}
          disabled={uploading}
          {...controlAria({ id, hint, error: shownError ?? undefined })}
          onChange={(event) => void choose(event)}
        />
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={uploading || value === ""}
          onClick={remove}
        >
          {removeLabel}
        </button>
      </div>
      <p role="status" className="admin-hint">
        {uploading ? `Uploading the ${noun}…` : ""}
      </p>
      {shownError && (
        <p className="admin-field-error" id={`${id}-error`}>
          {shownError}
        </p>
      )}
    </div>
  );
}
