import { useId } from "react";
import { formatDayInIndia, formatRupees } from "../../../../domain/format";
import type { AdminRegistration } from "../../../../domain/membership-registrations";
import { REGISTRATION_MESSAGES } from "../../../../domain/registration-messages";
import { api } from "../../ui/api";
import { DataTable, RowButton, type Column } from "../../ui/DataTable";
import { useConfirm } from "../../ui/dialog";
import { useRowAction } from "../../ui/useRowAction";
import { RegistrationsStatus, type Registrations } from "./registrations";

/** Membership requests waiting for a decision: Accept, or Reject after a confirmation. */

const columns: Column<AdminRegistration>[] = [
  { header: "Name", text: (row) => row.name },
  { header: "E-mail", text: (row) => row.email },
  { header: "Contact", text: (row) => row.contact },
  { header: "Nationality", text: (row) => row.nationality },
  { header: "Type", text: (row) => row.membershipType },
  { header: "Fee", text: (row) => formatRupees(row.membershipFee), numeric: true },
  {
    header: "Date",
    text: (row) => formatDayInIndia(row.createdAt),
    render: (row) => <time dateTime={row.createdAt}>{formatDayInIndia(row.createdAt)}</time>,
  },
];

export function PendingRequests({ list }: { list: Registrations }) {
  const confirm = useConfirm();
  const action = useRowAction(list.reload);
  const headingId = useId();
  const pending = list.rows.filter((row) => row.status === "pending");
  const path = (verb: "accept" | "reject", row: AdminRegistration) =>
    `/api/membership-registrations/${verb}/${encodeURIComponent(row._id)}`;

  const accept = (row: AdminRegistration) =>
    action.run(row._id, {
      call: () => api.send("PUT", path("accept", row)),
      succeeded: REGISTRATION_MESSAGES.accepted,
      failed: () => "Failed to accept request.",
    });

  const reject = async (row: AdminRegistration) => {
    const agreed = await confirm({
      message: "Are you sure you want to reject this membership request?",
      detail: `${row.name} (${row.email})`,
      confirmLabel: "Reject",
      danger: true,
    });
    if (!agreed) return;
    await action.run(row._id, {
      call: () => api.send("DELETE", path("reject", row)),
      succeeded: REGISTRATION_MESSAGES.rejected,
      failed: () => "Failed to reject request.",
    });
  };

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Pending requests{list.status === "ready" && ` (${pending.length})`}</h3>
      {pending.length === 0 ? (
        <RegistrationsStatus list={list} emptyText="No pending membership requests." />
      ) : (
        <DataTable
          label="Pending membership requests"
          rows={pending}
          rowTitle={(row) => row.name}
          columns={columns}
          busyId={action.busyId}
          extraActions={(row) => (
            <>
              <RowButton
                label="Accept"
                rowTitle={row.name}
                busy={action.busyId === row._id}
                onClick={() => void accept(row)}
              />
              <RowButton
                label="Reject"
                rowTitle={row.name}
                kind="danger"
                busy={action.busyId === row._id}
                onClick={() => void reject(row)}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
