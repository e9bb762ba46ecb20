import { indiaToday } from "../../domain/india-date";
import { directoryText, memberDirectory, type RegistrationRecord } from "../../domain/membership-registrations";
import { registrationsCollection } from "../content/collections";
import { publishIfTheDayChangedIt } from "../content/day-check";
import { requestPublish } from "../content/publish";

/**
 * The public directory is built into the site, and who it lists depends on the day as well as the
 * records (docs/rules/members-and-money.md §5: lapsed members leave it 90 days after `validUntil`). Changes made through
 * the API rebuild it at once; the daily job rebuilds it when the days alone changed the list.
 */

const logFailure = (error: unknown) =>
  console.error("Could not schedule publishing:", error instanceof Error ? error.message : error);

/** After a change of one record: rebuilds when the directory shows it differently. Never throws. */
export async function publishIfListingChanged(before: RegistrationRecord, after: RegistrationRecord): Promise<void> {
  const today = indiaToday();
  if (directoryText([before], today) === directoryText([after], today)) return;
  // The change stands even if the rebuild cannot be scheduled; the publish status shows it.
  await requestPublish().catch(logFailure);
}

/** The last day the daily check looked at the directory. */
export const LISTING_CHECK_KEY = "state/directory-listing-check";

const listed = (records: readonly RegistrationRecord[], day: string) =>
  memberDirectory(records, day)
    .map((entry) => entry._id)
    .join(",");

/**
 * The daily job's part: rebuilds when who the directory lists changed with the day alone, on the
 * same records, since the last check.
 */
export const publishIfDaysChangedListing = (today = indiaToday()): Promise<{ rebuilt: boolean }> =>
  publishIfTheDayChangedIt(LISTING_CHECK_KEY, today, async () => {
    const records = await registrationsCollection.list();
    return (day) => listed(records, day);
  });
