import { useEffect, useRef, useState } from "react";
import { clearDraft, findDraft, registerOpenForm, type Draft } from "./drafts";
import type { DraftOfferState } from "./resource-tab/DraftOffer";
import type { DocumentForm } from "./useDocumentForm";

/** Where a document's drafts are kept, and what the offer calls it. */
export interface DocumentDraftPlace {
  /** The key its drafts are kept and found by. */
  key: string;
  recordId: string;
  /** What the offer calls it ("Settings"). */
  title: string;
}

/**
 * The draft of a form over one document (./useDocumentForm.ts), as ./drafts.ts keeps a list's open
 * form: while the form is open its changes count as unsaved work (leaving asks first, a forced
 * sign-out keeps them with the version they started from), and once the document has loaded a kept
 * draft is offered back; restored, its save is still checked against that version.
 */
export function useDocumentDraft<D extends object, V extends object>(
  form: DocumentForm<D, V>,
  place: DocumentDraftPlace,
): DraftOfferState {
  const live = useRef({ form, place });
  live.current = { form, place };
  const { key } = place;
  const open = form.isOpen;

  useEffect(() => {
    if (!open) return;
    return registerOpenForm({
      tab: key,
      isDirty: () => live.current.form.dirty,
      snapshot: () => ({
        tab: key,
        recordId: live.current.place.recordId,
        title: live.current.place.title,
        values: { ...(live.current.form.values ?? {}) },
        expectedUpdatedAt: live.current.form.version,
      }),
    });
  }, [key, open]);

  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(key));
  const questionRef = useRef<HTMLParagraphElement>(null);
  const shown = form.status === "ready" ? offer : undefined;

  useEffect(() => {
    if (shown) questionRef.current?.focus();
  }, [shown]);

  const settle = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
  };
  return {
    shown,
    questionRef,
    restore: (draft) => {
      settle(draft);
      live.current.form.restore(draft.values, draft.expectedUpdatedAt);
    },
    discard: (draft) => {
      settle(draft);
      live.current.form.focusForm();
    },
  };
}
