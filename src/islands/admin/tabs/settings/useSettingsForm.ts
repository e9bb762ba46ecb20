import { SETTINGS_MESSAGES, settingsInput, societySettings, type SocietySettings } from "../../../../domain/settings";
import { useDocumentForm, type DocumentForm } from "../../ui/useDocumentForm";
import { sameValues, valuesOf, type SettingsValues } from "./values";

/**
 * The Settings form (../../ui/useDocumentForm.ts), open once the settings have loaded. Saving
 * checks with the API's own schema first; the answer (GSTIN in capitals, the state as spelt)
 * becomes the form's values. A save over a newer version is refused (409) with "Load the latest
 * version".
 */
export function useSettingsForm() {
  return useDocumentForm<SocietySettings, SettingsValues>({
    path: "/api/settings",
    schema: societySettings,
    input: settingsInput,
    valuesOf,
    same: sameValues,
    messages: SETTINGS_MESSAGES,
    idBase: "admin-settings",
  });
}

export type SettingsForm = DocumentForm<SocietySettings, SettingsValues>;
