import { site } from "../../content/site";
import { DEFAULT_SOCIETY_STATE } from "../../domain/indian-states";
import { changedSettings, settingsProblem, type SettingsChange, type SocietySettings } from "../../domain/settings";
import { DEFAULT_GST_RATES } from "../../domain/tax-settings";
import { HttpError } from "../http/errors";
import { noteChange } from "../core/call-context";
import { config } from "../core/config";
import { readDocument, updateDocument, type ReadOptions } from "../store";

/** The society's settings (docs/rules/members-and-money.md §2), one document; what was never saved has its default. */
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
    gstRates: [...DEFAULT_GST_RATES],
    exportSupply: "igst",
    lutReference: "",
  };
}

/** `options` as for any read: a visitor's call (a registration) may take a copy a second old. */
export async function readSettings(options?: ReadOptions): Promise<SocietySettings> {
  const stored = await readDocument<Partial<SocietySettings>>(SETTINGS_KEY, options);
  return { ...defaultSettings(), ...stored };
}

/**
 * Stores the settings a checked change gives (what it leaves out keeps its stored value) and
 * answers with them; the activity log gets both versions. 400 when together they do not hold.
 */
export async function writeSettings(change: SettingsChange): Promise<SocietySettings> {
  let before: SocietySettings | undefined;
  const stored = await updateDocument<Partial<SocietySettings>, SocietySettings>(SETTINGS_KEY, {}, (current) => {
    before = { ...defaultSettings(), ...current };
    const settings = changedSettings(before, change);
    const problem = settingsProblem(settings);
    if (problem) throw new HttpError(400, problem.message, { issues: [problem] });
    return { next: settings, result: settings };
  });
  // No visitor's answer shows the settings: nothing to purge from the CDN.
  noteChange({ collection: "settings", recordId: "society", before, after: stored, seenByVisitors: false });
  return stored;
}
