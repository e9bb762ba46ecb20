import { useEffect, useRef, useState } from "react";
import { clearDraft, findDraft, registerOpenForm, type Draft } from "./drafts";
import type { DraftOfferState } from "./resource-tab/DraftOffer";

/**
 * The draft of a form over one document (the settings, the journal's details), as ./drafts.ts keeps
 * a list's open form: while the form is open its changes count as unsaved work (leaving asks first,
 * a forced sign-out keeps them), and once the document has loaded a kept draft is offered back.
 */
export interface DocumentDraftOptions {
  /** The key its drafts are kept and found by. */
  key: string;
  recordId: string;
  /** What the offer calls it ("Settings"). */
  title: string;
  /** The form is open: its changes count as unsaved work. */
  open: boolean;
  /** The document has loaded: a kept draft may be offered. */
  ready: boolean;
  dirty: () => boolean;
  values: () => Draft["values"];
  /** Puts the draft's values into the form. */
  restore: (draft: Draft) => void;
  /** Where the focus goes once the offer is declined. */
  afterDiscard: () => void;
}

export function useDocumentDraft(options: DocumentDraftOptions): DraftOfferState {
  const live = useRef(options);
  live.current = options;
  const { key, open, ready } = options;

  useEffect(() => {
    if (!open) return;
    return registerOpenForm({
      tab: key,
      isDirty: () => live.current.dirty(),
      snapshot: () => ({
        tab: key,
        recordId: live.current.recordId,
        title: live.current.title,
        values: live.current.values(),
        expectedUpdatedAt: null,
      }),
    });
  }, [key, open]);

  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(key));
  const questionRef = useRef<HTMLParagraphElement>(null);
  const shown = ready ? offer : undefined;

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
      live.current.restore(draft);
    },
    discard: (draft) => {
      settle(draft);
      live.current.afterDiscard();
    },
  };
}
