import { STARTING_SITE_DETAILS } from "../../domain/site-details";
import { DEFAULT_SOCIETY_STATE } from "../../domain/indian-states";
import { changedSettings, settingsProblem, type SettingsChange, type SocietySettings } from "../../domain/settings";
import { DEFAULT_GST_RATES } from "../../domain/tax-settings";
import { HttpError } from "../http/errors";
import { noteChange } from "../core/call-context";
import { config } from "../core/config";
import { readVersionedDocument, updateVersionedDocument, type ReadOptions, type Versioned } from "../store";

/** The society's settings (docs/rules/members-and-money.md §2), one document; what was never saved has its default. */
export const SETTINGS_KEY = "settings/society";

/** Until the owner saves settings: the site's name, no tax registration, notices to the owner's address. */
export function defaultSettings(): SocietySettings {
  return {
    legalName: STARTING_SITE_DETAILS.name,
    address: STARTING_SITE_DETAILS.secretary.address.join(", "),
    state: DEFAULT_SOCIETY_STATE,
    gstin: "",
    sac: "",
    officeEmail: config().ADMIN_EMAIL,
    memberNumberPrefix: STARTING_SITE_DETAILS.shortName,
    gstRates: [...DEFAULT_GST_RATES],
    exportSupply: "igst",
    lutReference: "",
  };
}

/** `options` as for any read: a visitor's call (a registration) may take a copy a second old. */
export async function readSettings(options?: ReadOptions): Promise<Versioned<SocietySettings>> {
  return readVersionedDocument(SETTINGS_KEY, defaultSettings, options);
}

/**
 * Stores the settings a checked change gives (what it leaves out keeps its stored value) under a
 * new version and answers with them; the activity log gets both versions. 400 when together they
 * do not hold; 409 when `expectedUpdatedAt` (the version the owner loaded) is no longer current.
 */
export async function writeSettings(
  change: SettingsChange,
  expectedUpdatedAt?: string,
): Promise<Versioned<SocietySettings>> {
  const { before, after } = await updateVersionedDocument(
    SETTINGS_KEY,
    defaultSettings,
    expectedUpdatedAt,
    (current) => {
      const settings = changedSettings(current, change);
      const problem = settingsProblem(settings);
      if (problem) throw new HttpError(400, problem.message, { issues: [problem] });
      return settings;
    },
  );
  // No visitor's answer shows the settings: nothing to purge from the CDN.
  noteChange({ collection: "settings", recordId: "society", before, after, seenByVisitors: false });
  return after;
}
