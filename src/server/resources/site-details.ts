import { siteDetailsInput } from "../../domain/site-details";
import { resource, route } from "../api/handler";
import { readSiteDetails, writeSiteDetails } from "../content/site-details";

/**
 * The society's site details (docs/rules/public-site.md §11): read by any administrator, changed by
 * the owner in Settings. Every page shows them, so a save rebuilds the site.
 */

const read = route({ admin: "any", handle: () => readSiteDetails() });

const save = route({
  admin: "owner",
  body: siteDetailsInput,
  publishes: true,
  activity: "site-details-update",
  handle: async ({ body, expectedUpdatedAt }) => (await writeSiteDetails(body, expectedUpdatedAt)).after,
});

/** GET and PUT /api/site-details. */
export const siteDetailsHandler = resource({ GET: read, PUT: save });
