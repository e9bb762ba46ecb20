import { adminRegistrationView, type AdminRegistration } from "../../../../domain/membership-registrations";
import { useResourceList, type ResourceList } from "../../ui/resource";

/**
 * Membership requests and members come from one call (GET /api/membership-registrations/ with the
 * token): pending and accepted registrations, newest first. SPEC 8: a failure to load them is
 * only logged, never alerted; the sections then say so in a quiet line with "Try again".
 */

export type Registrations = ResourceList<AdminRegistration>;

const newestFirst = (rows: AdminRegistration[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const logFailure = (error: unknown) => console.error("Failed to load membership registrations.", error);

export const useRegistrations = (): Registrations =>
  useResourceList("/api/membership-registrations/", adminRegistrationView, {
    sort: newestFirst,
    onFailure: logFailure,
  });

/** The quiet line under a section heading while loading, after a failure, or when empty. */
export function RegistrationsStatus({ list, emptyText }: { list: Registrations; emptyText: string }) {
  if (list.status === "loading") return <p className="admin-list-status muted">Loading…</p>;
  if (list.status === "error") {
    return (
      <p className="admin-list-status muted">
        Could not load the list.{" "}
        <button type="button" className="admin-link-button" onClick={() => void list.reload()}>
          Try again
        </button>
      </p>
    );
  }
  return <p className="admin-list-status muted">{emptyText}</p>;
}
