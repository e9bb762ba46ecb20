import { useEffect, useRef, useState } from "react";
import { clearDraft, findDraft, registerOpenForm, type Draft } from "../../ui/drafts";
import type { DraftOfferState } from "../../ui/resource-tab/DraftOffer";
import { firstField } from "../../ui/resource-tab/focus";
import type { SettingsForm } from "./useSettingsForm";
import { SETTINGS_TAB, type SettingsValues } from "./values";

/** Drafts are kept per record; the settings are one. */
const RECORD_ID = "society";

/**
 * Unsaved settings count as unsaved work like any open form (../../ui/drafts.ts): leaving the tab
 * asks first, and a forced sign-out keeps them, to be offered back once the settings are loaded.
 */
export function useSettingsDraft(form: SettingsForm): DraftOfferState {
  const live = useRef(form);
  live.current = form;
  const ready = form.status === "ready";

  useEffect(() => {
    if (!ready) return;
    return registerOpenForm({
      tab: SETTINGS_TAB,
      isDirty: () => live.current.dirty,
      snapshot: () => ({
        tab: SETTINGS_TAB,
        recordId: RECORD_ID,
        title: "Settings",
        values: { ...live.current.values },
        expectedUpdatedAt: null,
      }),
    });
  }, [ready]);

  const [offer, setOffer] = useState<Draft | undefined>(() => findDraft(SETTINGS_TAB));
  const questionRef = useRef<HTMLParagraphElement>(null);
  const shown = ready ? offer : undefined;

  useEffect(() => {
    if (shown) questionRef.current?.focus();
  }, [shown]);

  const restore = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    form.setValues((current) => {
      if (!current) return current;
      const restored = { ...current };
      for (const key of Object.keys(current) as (keyof SettingsValues)[]) {
        const kept = draft.values[key];
        if (typeof kept === "string") restored[key] = kept;
      }
      return restored;
    });
    form.focus.later(() => firstField(form.formRef.current));
  };

  const discard = (draft: Draft) => {
    clearDraft(draft);
    setOffer(undefined);
    form.focus.later(() => firstField(form.formRef.current));
  };

  return { shown, questionRef, restore, discard };
}
