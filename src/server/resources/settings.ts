import { settingsInput } from "../../domain/settings";
import { resource, route } from "../api/handler";
import { readSettings, writeSettings } from "../membership/settings";

/**
 * The society's settings (docs/rules/members-and-money.md §2): read by any administrator, changed by the owner (today
 * the one administrator). Nothing on the public pages shows them, so a change rebuilds nothing.
 */

const read = route({ admin: "any", handle: () => readSettings() });

const save = route({
  admin: "owner",
  body: settingsInput,
  activity: "settings-update",
  handle: ({ body, expectedUpdatedAt }) => writeSettings(body, expectedUpdatedAt),
});

/** GET and PUT /api/settings. */
export const settingsHandler = resource({ GET: read, PUT: save });
