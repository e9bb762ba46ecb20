import { useEffect, useRef, useState } from "react";
import { clearDraft, findDraft, registerOpenForm, type Draft } from "../../ui/drafts";
import type { DraftOfferState } from "../../ui/resource-tab/DraftOffer";
import { detailsValues, type DetailsValues } from "./details-values";
import { DETAILS_EDIT_BUTTON_ID, type DetailsForm } from "./useDetailsForm";

/** Drafts are found by this key; the details are one document. */
export const DETAILS_DRAFT_KEY = "journal-details";
const RECORD_ID = "details";

/** `base` with the draft's values for the keys that hold the same kind of value. */
function withDraft(base: DetailsValues, kept: Draft["values"]): DetailsValues {
  const merged: Record<string, string | boolean> = { ...base };
  for (const [key, value] of Object.entries(kept)) {
    if (key in merged && typeof merged[key] === typeof value) merged[key] = value;
  }
  return merged as unknown as DetailsValues;
}

/**
 * The open details form counts as unsaved work like any open form (../../ui/drafts.ts): leaving
 * the tab asks first, and a forced sign-out keeps it, offered back once the details are loaded.
 */
export function useDetailsDraft(form: DetailsForm): DraftOfferState {
  const live = useRef(form);
  live.current = form;
  const { isOpen } = form;

  useEffect(() => {
    if (!isOpen) return;
    return registerOpenForm({
      tab: DETAILS_DRAFT_KEY,
      isDirty: () => live.current.dirty,
      snapshot: () => ({
        tab: DETAILS_DRAFT_KEY,
        recordId: RECORD_ID,
        title: "The journal’s details",
        values: { ...(live.current.values ?? {}) },
        expectedUpdatedAt: null,
      }),
    });
  }, [isOpen]);

  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(DETAILS_DRAFT_KEY));
  const questionRef = useRef<HTMLParagraphElement>(null);
  const shown = form.status === "ready" ? offer : undefined;

  useEffect(() => {
    if (shown) questionRef.current?.focus();
  }, [shown]);

  const restore = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    if (form.saved) form.open(withDraft(detailsValues(form.saved), draft.values));
  };

  const discard = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    form.focus.later(() => document.getElementById(DETAILS_EDIT_BUTTON_ID));
  };

  return { shown, questionRef, restore, discard };
}
