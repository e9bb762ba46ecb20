import {
  DUPLICATE_MEMBERSHIP_TYPE,
  findMembershipOption,
  membershipInput,
  optionRateWarning,
  type MembershipRecord,
} from "../../domain/memberships";
import { membershipsCollection } from "../content/collections";
import { crudRoutes } from "../api/crud";
import { conflict, notFound } from "../http/errors";
import { resource, route } from "../api/handler";
import { withLiteralPaths } from "../api/literal-paths";
import { readSettings } from "../membership/settings";

const NOUN = "Membership";

const memberships = crudRoutes({
  area: "membership",
  collection: membershipsCollection,
  input: membershipInput,
  noun: NOUN,
});

/** Registration looks an option up by nationality and type, so that pair must stay unique. */
function refuseDuplicate(
  records: readonly MembershipRecord[],
  fields: Pick<MembershipRecord, "nationality" | "membershipType">,
  exceptId?: string,
): void {
  const others = records.filter((record) => record._id !== exceptId);
  if (findMembershipOption(others, fields.nationality, fields.membershipType))
    throw conflict(DUPLICATE_MEMBERSHIP_TYPE);
}

/** The saved option, with a warning when its GST is not a rate in force (the option stands). */
async function withRateWarning(option: MembershipRecord) {
  const warning = optionRateWarning(option, (await readSettings()).gstRates);
  return warning === undefined ? option : { ...option, warning };
}

const create = route({
  admin: "membership",
  body: membershipInput,
  publishes: true,
  status: 201,
  handle: async ({ body }) =>
    withRateWarning(await membershipsCollection.insert(body, (records) => refuseDuplicate(records, body))),
});

const update = route({
  admin: "membership",
  body: membershipInput,
  publishes: true,
  async handle({ id, body, expectedUpdatedAt }) {
    const records = await membershipsCollection.list();
    if (!records.some((record) => record._id === id)) throw notFound(NOUN);
    // Checked before the write: one administrator edits these, so a race is not a real risk.
    refuseDuplicate(records, body, id);
    const updated = await membershipsCollection.replace(id, body, expectedUpdatedAt);
    if (!updated) throw notFound(NOUN);
    return withRateWarning(updated);
  },
});

const handler = resource({
  GET: memberships.list,
  "GET :id": memberships.get,
  POST: create,
  "PUT :id": update,
  "DELETE :id": memberships.remove,
});

/** /api/memberships, /api/memberships/{id} and the spec's list and create paths. */
export const membershipsHandler = withLiteralPaths(handler, {
  "/api/memberships/get": resource({ GET: memberships.list }),
  "/api/memberships/create": resource({ POST: create }),
});
