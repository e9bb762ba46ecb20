import type { Draft } from "../../ui/drafts";
import type { DraftOfferState } from "../../ui/resource-tab/DraftOffer";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import { detailsValues, type DetailsValues } from "./details-values";
import { DETAILS_EDIT_BUTTON_ID, type DetailsForm } from "./useDetailsForm";

/** Drafts are found by this key; the details are one document. */
export const DETAILS_DRAFT_KEY = "journal-details";

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
  return useDocumentDraft({
    key: DETAILS_DRAFT_KEY,
    recordId: "details",
    title: "The journal’s details",
    open: form.isOpen,
    ready: form.status === "ready",
    dirty: () => form.dirty,
    values: () => ({ ...(form.values ?? {}) }),
    restore: (draft) => {
      if (form.saved) form.open(withDraft(detailsValues(form.saved), draft.values));
    },
    afterDiscard: () => form.focus.later(() => document.getElementById(DETAILS_EDIT_BUTTON_ID)),
  });
}
