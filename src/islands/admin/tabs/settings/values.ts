import type { SocietySettings } from "../../../../domain/settings";

/** The Settings form holds every setting as typed text; the API's schema turns it into settings. */
export type SettingsValues = { [K in keyof SocietySettings]: string };

export const SETTINGS_TAB = "settings";

/** The GST rates are typed as a list ("5, 18"). */
export const valuesOf = (settings: SocietySettings): SettingsValues => ({
  ...settings,
  gstRates: settings.gstRates.join(", "),
});

export const sameValues = (a: SettingsValues, b: SettingsValues): boolean =>
  (Object.keys(a) as (keyof SettingsValues)[]).every((key) => a[key] === b[key]);
