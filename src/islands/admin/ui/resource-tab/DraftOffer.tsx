import { useEffect, useRef, useState, type RefObject } from "react";
import type { z } from "zod";
import type { StoredMeta } from "../../../../domain/fields";
import { clearDraft, findDraft, type Draft, type DraftValue } from "../drafts";
import type { ResourceList } from "../resource";
import type { FormValue, FormValues, ResourceTabConfig } from "./config";
import { addButtonId, type FocusAfterRender } from "./focus";
import { restoredAsNew } from "./texts";
import type { ResourceForm } from "./useResourceForm";

/**
 * After a forced sign-out, the form that was open is offered back: "Restore your unsaved
 * changes?". The offer waits for the list (an edit is restored onto the record as it is now) and
 * then takes focus. Restoring opens the form with the draft's values; an edited record that is
 * gone meanwhile comes back as a new one, with a note saying so.
 */

/** `base` with the draft's values for the keys that hold the same kind of value. */
function withDraft<V extends FormValues<V>>(base: V, saved: Record<string, DraftValue>): V {
  const merged: Record<string, FormValue> = { ...(base as Record<string, FormValue>) };
  for (const [key, value] of Object.entries(saved)) {
    if (key in merged && typeof merged[key] === typeof value) merged[key] = value;
  }
  return merged as V;
}

export interface DraftOfferState {
  /** The draft on offer once the list is there; undefined when there is none to show. */
  shown: Draft | undefined;
  questionRef: RefObject<HTMLParagraphElement | null>;
  restore: (draft: Draft) => void;
  discard: (draft: Draft) => void;
}

export function useDraftOffer<R extends StoredMeta, V extends FormValues<V>, S extends z.ZodType>(
  config: ResourceTabConfig<R, V, S>,
  list: ResourceList<R>,
  form: ResourceForm<R, V>,
  focus: FocusAfterRender,
): DraftOfferState {
  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(config.tab));
  const questionRef = useRef<HTMLParagraphElement>(null);
  const shown = list.status === "ready" ? offer : undefined;

  useEffect(() => {
    if (shown) questionRef.current?.focus();
  }, [shown]);

  const restore = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    const record = draft.recordId ? list.rows.find((row) => row._id === draft.recordId) : undefined;
    if (record) {
      const start = config.fromRecord(record);
      form.show(
        { kind: "edit", record },
        withDraft(start, draft.values),
        start,
        draft.expectedUpdatedAt ?? record.updatedAt,
      );
    } else {
      form.show(
        { kind: "add" },
        withDraft(config.blank, draft.values),
        config.blank,
        null,
        draft.recordId ? restoredAsNew(config.noun) : null,
      );
    }
  };

  const discard = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    focus.later(() => document.getElementById(addButtonId(config.tab)));
  };

  return { shown, questionRef, restore, discard };
}

const formatSavedAt = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(
    new Date(iso),
  );

export function DraftOffer({ offer }: { offer: DraftOfferState }) {
  const { shown: draft, questionRef, restore, discard } = offer;
  if (!draft) return null;
  return (
    <div className="notice notice-info admin-offer" role="region" aria-label="Unsaved changes">
      <p ref={questionRef} tabIndex={-1} className="admin-offer-question">
        Restore your unsaved changes?
      </p>
      <p>
        You were signed out while working on “{draft.title}” (kept at {formatSavedAt(draft.savedAt)}).
      </p>
      <div className="admin-actions">
        <button type="button" className="button button-small" onClick={() => restore(draft)}>
          Restore changes
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => discard(draft)}>
          Discard them
        </button>
      </div>
    </div>
  );
}
