import { StaleEditNotice } from "./resource-tab/StaleEdit";
import type { DocumentForm } from "./useDocumentForm";

/** What a document's form says back: above the fields a note ("The latest version is loaded…"). */
export function DocumentFormNote<D extends object, V extends object>({ form }: { form: DocumentForm<D, V> }) {
  if (!form.note) return null;
  return (
    <p className="notice notice-info" role="status">
      {form.note}
    </p>
  );
}

/** …and under them the stale-edit notice with "Load the latest version", or what went wrong. */
export function DocumentFormProblems<D extends object, V extends object>({ form }: { form: DocumentForm<D, V> }) {
  return (
    <>
      {form.stale && <StaleEditNotice onLoadLatest={() => void form.loadLatest()} />}
      <div role="alert" className="admin-form-error">
        {form.error && <p className="notice notice-error">{form.error}</p>}
      </div>
    </>
  );
}
