import type { DraftOfferState } from "../../ui/resource-tab/DraftOffer";
import { firstField } from "../../ui/resource-tab/focus";
import { useDocumentDraft } from "../../ui/useDocumentDraft";
import type { SettingsForm } from "./useSettingsForm";
import { SETTINGS_TAB, type SettingsValues } from "./values";

/**
 * Unsaved settings count as unsaved work like any open form (../../ui/drafts.ts): leaving the tab
 * asks first, and a forced sign-out keeps them, to be offered back once the settings are loaded.
 */
export function useSettingsDraft(form: SettingsForm): DraftOfferState {
  const ready = form.status === "ready";
  return useDocumentDraft({
    key: SETTINGS_TAB,
    // Drafts are kept per record; the settings are one.
    recordId: "society",
    title: "Settings",
    open: ready,
    ready,
    dirty: () => form.dirty,
    values: () => ({ ...form.values }),
    restore: (draft) => {
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
    },
    afterDiscard: () => form.focus.later(() => firstField(form.formRef.current)),
  });
}
