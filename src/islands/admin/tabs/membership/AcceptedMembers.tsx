import { useId, useMemo, useState } from "react";
import { buildSearchIndex, filterIndex, searchWords, sortByName } from "../../../../domain/directory";
import type { AdminRegistration } from "../../../../domain/membership-registrations";
import { api } from "../../ui/api";
import { DataTable, RowButton, type Column } from "../../ui/DataTable";
import { useConfirm } from "../../ui/dialog";
import { useRowAction } from "../../ui/useRowAction";
import { downloadMembersCsv } from "./members-csv";
import { RegistrationsStatus, type Registrations } from "./registrations";

/**
 * The accepted members, by name: searched as the public directory searches (every word in one of
 * the fields, src/domain/directory.ts), exported as CSV, and removed (the reject call) after a
 * confirmation.
 */

const columns: Column<AdminRegistration>[] = [
  { header: "Name", text: (row) => row.name },
  { header: "E-mail", text: (row) => row.email },
  { header: "Contact", text: (row) => row.contact },
  { header: "Designation", text: (row) => row.designation, clamp: true },
  { header: "Address", text: (row) => row.address, clamp: true },
  { header: "Area of specialization", text: (row) => row.areaOfSpecialization, clamp: true },
  { header: "Type", text: (row) => `${row.nationality} ${row.membershipType}` },
];

export function AcceptedMembers({ list }: { list: Registrations }) {
  const confirm = useConfirm();
  const action = useRowAction(list.reload);
  const [query, setQuery] = useState("");
  const headingId = useId();
  const searchId = useId();
  const index = useMemo(
    () => buildSearchIndex(sortByName(list.rows.filter((row) => row.status === "accepted"))),
    [list.rows],
  );
  const accepted = index.items;
  const searching = searchWords(query).length > 0;
  const shown = filterIndex(index, query);

  const removeMember = async (row: AdminRegistration) => {
    const agreed = await confirm({
      message: "Are you sure you want to delete this member?",
      detail: `${row.name} (${row.email})`,
      confirmLabel: "Remove",
      danger: true,
    });
    if (!agreed) return;
    await action.run(row._id, {
      call: () => api.send("DELETE", `/api/membership-registrations/reject/${encodeURIComponent(row._id)}`),
      succeeded: "Member deleted successfully!",
      failed: () => "Failed to delete member.",
    });
  };

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <div className="admin-tab-top">
        <h3 id={headingId}>Accepted members{list.status === "ready" && ` (${accepted.length})`}</h3>
        <button
          type="button"
          className="button"
          disabled={accepted.length === 0}
          onClick={() => downloadMembersCsv(accepted)}
        >
          Export CSV
        </button>
      </div>
      {accepted.length === 0 ? (
        <RegistrationsStatus list={list} emptyText="No accepted members yet." />
      ) : (
        <>
          <div className="admin-field">
            <label htmlFor={searchId}>Search members</label>
            <p className="admin-hint" id={`${searchId}-hint`}>
              Name, e-mail, contact, designation, address or area of specialization.
            </p>
            <input
              id={searchId}
              type="search"
              value={query}
              autoComplete="off"
              aria-describedby={`${searchId}-hint`}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <p className="muted" role="status">
            {searching
              ? `${shown.length} of ${accepted.length} members match “${query.trim()}”.`
              : `${accepted.length} members.`}
          </p>
          {shown.length > 0 && (
            <DataTable
              label="Accepted members"
              rows={shown}
              rowTitle={(row) => row.name}
              busyId={action.busyId}
              columns={columns}
              extraActions={(row) => (
                <RowButton
                  label="Remove"
                  rowTitle={row.name}
                  kind="secondary"
                  busy={action.busyId === row._id}
                  onClick={() => void removeMember(row)}
                />
              )}
            />
          )}
        </>
      )}
    </section>
  );
}
