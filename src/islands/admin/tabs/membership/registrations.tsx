import { useResourceList, type ResourceList } from "../../ui/resource";
import { deskRecord, type DeskRecord } from "./desk-record";

/**
 * Applications and members come from one call (GET /api/membership-registrations/ with the
 * token): pending and accepted registrations with their standing and money, newest first. docs/rules/public-site.md §8:
 * a failure to load them is only logged, never alerted; the section then says so in a quiet line
 * with "Try again" (ui/desk.tsx ListStatus).
 */

export type Registrations = ResourceList<DeskRecord>;

const newestFirst = (rows: DeskRecord[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const logFailure = (error: unknown) => console.error("Failed to load membership registrations.", error);

export const useRegistrations = (): Registrations =>
  useResourceList("/api/membership-registrations/", deskRecord, {
    sort: newestFirst,
    onFailure: logFailure,
  });
