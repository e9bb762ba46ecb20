import { site } from "../content/site";
import { DEFAULT_SOCIETY_STATE } from "../domain/indian-states";
import type { SocietySettings } from "../domain/settings";
import { noteChange } from "./activity/context";
import { config } from "./config";
import { readDocument, updateDocument, type ReadOptions } from "./store";

/** The society's settings (MEMBERS.md 2), one document; what was never saved has its default. */
export const SETTINGS_KEY = "settings/society";

/** Until the owner saves settings: the site's name, no tax registration, notices to the owner's address. */
export function defaultSettings(): SocietySettings {
  return {
    legalName: site.name,
    address: site.secretary.address.join(", "),
    state: DEFAULT_SOCIETY_STATE,
    gstin: "",
    sac: "",
    officeEmail: config().ADMIN_EMAIL,
    memberNumberPrefix: site.shortName,
  };
}

/** `options` as for any read: a visitor's call (a registration) may take a copy a second old. */
export async function readSettings(options?: ReadOptions): Promise<SocietySettings> {
  const stored = await readDocument<Partial<SocietySettings>>(SETTINGS_KEY, options);
  return { ...defaultSettings(), ...stored };
}

/** Stores every setting (a whole, checked value) and answers with them; the activity log gets both versions. */
export async function writeSettings(settings: SocietySettings): Promise<SocietySettings> {
  let before: SocietySettings | undefined;
  const stored = await updateDocument<Partial<SocietySettings>, SocietySettings>(SETTINGS_KEY, {}, (current) => {
    before = { ...defaultSettings(), ...current };
    return { next: settings, result: settings };
  });
  // No visitor's answer shows the settings: nothing to purge from the CDN.
  noteChange({ collection: "settings", recordId: "society", before, after: stored, seenByVisitors: false });
  return stored;
}
