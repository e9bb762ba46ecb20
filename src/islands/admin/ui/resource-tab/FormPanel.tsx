import type { SubmitEvent } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import type { FormValues, ResourceTabConfig } from "./config";
import { StaleEditNotice } from "./StaleEdit";
import type { ResourceForm } from "./useResourceForm";

/** The open form: its heading (naming the record edited), a note, the fields, what went wrong, Save and Cancel. */
export function FormPanel<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>({
  config,
  form,
  saving,
  onSubmit,
  onLoadLatest,
}: {
  config: ResourceTabConfig<R, V, S>;
  form: ResourceForm<R, V>;
  saving: boolean;
  onSubmit: (event: SubmitEvent) => void;
  onLoadLatest: () => void;
}) {
  const editing = form.mode.kind === "edit";
  const idleLabel = editing ? "Update" : "Save";
  const busyLabel = editing ? "Updating..." : "Saving...";
  // One level under the heading of the tab, or of the tab's part.
  const Title = config.headingLevel === 3 ? "h4" : "h3";
  return (
    <section className="admin-form-panel" aria-labelledby={form.titleId}>
      <Title id={form.titleId}>
        {editing ? config.editTitle : config.addTitle}
        {form.current && <span className="admin-form-subject">: {config.rowTitle(form.current)}</span>}
      </Title>
      {form.note && (
        <p className="notice notice-info" role="status">
          {form.note}
        </p>
      )}
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-labelledby={form.titleId}>
        <div className="admin-form-fields">{config.renderForm(form.binding)}</div>
        {form.stale && <StaleEditNotice onLoadLatest={onLoadLatest} />}
        <div role="alert" className="admin-form-error">
          {form.error && <p className="notice notice-error">{form.error}</p>}
        </div>
        <div className="admin-actions">
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {saving ? busyLabel : idleLabel}
          </button>
          <button type="button" className="button button-secondary" onClick={() => void form.cancel()}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
