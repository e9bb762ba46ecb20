import { useCallback, useEffect, useRef, useState, type SubmitEvent } from "react";
import { SETTINGS_MESSAGES, settingsInput, societySettings } from "../../../../domain/settings";
import { api, ApiError, isApiError } from "../../ui/api";
import type { BoundField } from "../../ui/fields";
import { useNotify } from "../../ui/messages";
import { failureText, type ListStatusValue } from "../../ui/resource";
import { firstInvalidField, useFocusAfterRender } from "../../ui/resource-tab/focus";
import { INVALID_FORM } from "../../ui/resource-tab/texts";
import { check, issuesToErrors, type FieldErrors } from "../../ui/validation";
import { sameValues, valuesOf, type SettingsValues } from "./values";

/**
 * The Settings form's state: the settings as loaded (changes are counted from them), the values
 * typed, and what the form says back. Saving checks with the API's own schema first, then PUTs the
 * whole settings; the answer (GSTIN in capitals, the state as spelt) becomes the form's values.
 * A failure keeps everything typed: field errors next to the fields (focus on the first), or the
 * failure under them.
 */
export function useSettingsForm() {
  const notify = useNotify();
  const focus = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<ListStatusValue>("loading");
  const [initial, setInitial] = useState<SettingsValues | null>(null);
  const [values, setValues] = useState<SettingsValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setStatus("loading");
    try {
      const loaded = valuesOf(await api.get("/api/settings", societySettings));
      setInitial(loaded);
      setValues(loaded);
      setStatus("ready");
    } catch (failure) {
      if (isApiError(failure) && failure.kind === "auth") return;
      setStatus("error");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const dirty = initial !== null && values !== null && !sameValues(values, initial);

  const showErrors = (found: FieldErrors, message: string) => {
    setErrors(found);
    setError(message);
    focus.later(() => firstInvalidField(formRef.current));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (saving || !values) return;
    const checked = check(settingsInput, values);
    if (!checked.ok) {
      showErrors(checked.errors, INVALID_FORM);
      return;
    }
    setSaving(true);
    setErrors({});
    setError(null);
    try {
      const saved = valuesOf(await api.send("PUT", "/api/settings", { json: checked.data, schema: societySettings }));
      setInitial(saved);
      setValues(saved);
      notify.success(SETTINGS_MESSAGES.saved);
    } catch (caught) {
      const failure = isApiError(caught) ? caught : new ApiError("server", String(caught));
      if (failure.kind === "auth") return;
      const found = failure.kind === "validation" ? issuesToErrors(failure.issues) : {};
      if (Object.keys(found).length > 0) showErrors(found, INVALID_FORM);
      else
        setError(failure.kind === "validation" ? failure.message : failureText(failure, SETTINGS_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const bind = (name: keyof SettingsValues): BoundField => ({
    id: `admin-settings-${name}`,
    name,
    value: values?.[name] ?? "",
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((previous) => (previous ? { ...previous, [name]: value } : previous));
      if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  return { status, reload: load, values, setValues, dirty, errors, error, saving, submit, bind, formRef, focus };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
