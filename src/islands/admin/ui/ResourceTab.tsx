import type { z } from "zod";
import type { StoredMeta } from "../../../domain/fields";
import { DataTable } from "./DataTable";
import { ListStatus, useResourceList } from "./resource";
import type { FormValues, ResourceTabConfig } from "./resource-tab/config";
import { DraftOffer, useDraftOffer } from "./resource-tab/DraftOffer";
import { addButtonId, useFocusAfterRender } from "./resource-tab/focus";
import { FormPanel } from "./resource-tab/FormPanel";
import { useStaleEdit } from "./resource-tab/StaleEdit";
import { useDelete } from "./resource-tab/useDelete";
import { useDraftOnSignOut } from "./resource-tab/useDraftOnSignOut";
import { useResourceForm } from "./resource-tab/useResourceForm";
import { useSave } from "./resource-tab/useSave";
import { TabHeading } from "./tab";

export type { ResourceTabConfig } from "./resource-tab/config";

/**
 * A whole management tab from one description: heading, Add button, a form that is hidden or in
 * add or edit mode, the table with edit and delete buttons, and every message. See tabs/news.tsx
 * for a complete example and src/islands/admin/README.md for the guide. Each part is in
 * ./resource-tab/ (one job per file):
 *
 * - list: loading, failed (Try again) and empty states; reloaded after each change (../resource.tsx);
 * - form (useResourceForm): focus moves to its first field on open and back to the Add or edit
 *   button on close (focus.ts); Cancel, or opening another form, asks "Discard your changes?"
 *   when something was typed;
 * - save (useSave): values are checked with the tab's zod input schema before sending, and the
 *   server's 400 issues land next to the same fields; a failed save keeps everything typed;
 * - stale edits (StaleEdit): updates send If-Match with the version loaded; a 409 shows the API's
 *   message and "Load the latest version";
 * - drafts: sign-out on 401 keeps the open form (useDraftOnSignOut), offered back here after
 *   signing in (DraftOffer);
 * - delete (useDelete): "Are you sure you want to delete this <noun>?" in a dialog.
 *
 * A tab of several parts (tabs/journal.tsx) renders one per part with `headingLevel: 3` under its
 * own TabHeading; `shows` narrows the rows shown (the articles of one issue).
 */
export function ResourceTab<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>({
  config,
}: {
  config: ResourceTabConfig<R, V, S>;
}) {
  const list = useResourceList(config.endpoints.list, config.record, { sort: config.sort });
  const focus = useFocusAfterRender();
  const form = useResourceForm(config, focus);
  useDraftOnSignOut(config, form);
  const offer = useDraftOffer(config, list, form, focus);
  const save = useSave(config, form, list, focus);
  const loadLatest = useStaleEdit(config, form, list);
  const removal = useDelete(config, form, list.reload, focus);
  const canEdit = config.canEdit ?? true;
  const { shows } = config;
  const shown = shows ? { ...list, rows: list.rows.filter(shows) } : list;
  const headingId = `admin-part-${config.tab}`;
  const part = config.headingLevel === 3;
  // A part of a tab is a section named by its heading.
  const Frame = part ? "section" : "div";

  return (
    <Frame className="admin-tab" aria-labelledby={part ? headingId : undefined}>
      <div className="admin-tab-top">
        {part ? (
          <h3 id={headingId} className="admin-part-heading">
            {config.heading}
          </h3>
        ) : (
          <TabHeading>{config.heading}</TabHeading>
        )}
        <button
          type="button"
          id={addButtonId(config.tab)}
          className="button"
          aria-expanded={form.mode.kind === "add"}
          onClick={() => void form.openAdd()}
        >
          {config.addLabel}
        </button>
      </div>
      {config.intro}

      <DraftOffer offer={offer} />

      {form.isOpen && (
        <FormPanel
          config={config}
          form={form}
          saving={save.saving}
          onSubmit={(event) => void save.submit(event)}
          onLoadLatest={() => void loadLatest()}
        />
      )}

      <ListStatus
        list={shown}
        loadingText={`Loading ${config.heading.toLowerCase()}…`}
        errorText={config.messages.loadFailed}
        emptyText={config.emptyText}
      />
      {shown.rows.length > 0 && (
        <DataTable
          label={config.tableLabel}
          rows={shown.rows}
          columns={config.columns}
          rowTitle={config.rowTitle}
          onEdit={canEdit ? (row) => void form.openEdit(row) : undefined}
          onDelete={(row) => void removal.remove(row)}
          canDelete={config.canDelete}
          extraActions={config.extraActions ? (row) => config.extraActions?.(row, list.reload, shown.rows) : undefined}
          busyId={removal.busyId}
        />
      )}
    </Frame>
  );
}
