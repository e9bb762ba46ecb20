import type { ReactNode } from "react";
import { DocumentFormNote, DocumentFormProblems } from "./DocumentFormNotices";
import type { DocumentForm } from "./useDocumentForm";

/**
 * The parts every form over one document has (the settings, the site details, a page's text, the
 * journal's details): what it says while the document loads or when it could not, and the form
 * itself with its note, its fields, what went wrong and its buttons.
 */

/** "Loading …" while the document loads; what failed and Try again when it could not. */
export function DocumentLoadStatus<D extends object, V extends object>({
  form,
  loading,
  loadFailed,
}: {
  form: DocumentForm<D, V>;
  loading: string;
  loadFailed: string;
}) {
  if (form.status === "loading")
    return (
      <p role="status" className="admin-list-status">
        {loading}
      </p>
    );
  if (form.status === "error")
    return (
      <div role="alert" className="notice notice-error admin-list-status">
        <p>{loadFailed}</p>
        <button type="button" className="button button-secondary button-small" onClick={() => void form.reload()}>
          Try again
        </button>
      </div>
    );
  return null;
}

/** The form, named by the heading `titleId`: its note, `children` (the fields), its problems, Save and any `more` buttons. */
export function DocumentFormBody<D extends object, V extends object>({
  form,
  titleId,
  saveLabel,
  more,
  children,
}: {
  form: DocumentForm<D, V>;
  titleId: string;
  saveLabel: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <DocumentFormNote form={form} />
      <form ref={form.formRef} noValidate onSubmit={(event) => void form.submit(event)} aria-labelledby={titleId}>
        <div className="admin-form-fields">{children}</div>
        <DocumentFormProblems form={form} />
        <div className="admin-actions">
          <button type="submit" className="button" aria-disabled={form.saving || undefined}>
            {form.saving ? "Saving..." : saveLabel}
          </button>
          {more}
        </div>
      </form>
    </>
  );
}
