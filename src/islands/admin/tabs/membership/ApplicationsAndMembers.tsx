import { useId, useMemo, useState } from "react";
import { formatRupees } from "../../../../domain/format";
import { DataTable, RowButton, type Column } from "../../ui/DataTable";
import { DeskList, OpenRowButton, useOpenedRow } from "../../ui/desk";
import { DeskFilters } from "../../ui/DeskFilters";
import { DESK_FILTERS, deskSearchIndex, filterCounts, shownRecords, type DeskFilterId } from "./desk-filters";
import { isPending, numberOrReference, typeOf, type DeskRecord } from "./desk-record";
import { RecordDesk } from "./RecordDesk";
import { useRegistrations } from "./registrations";
import { StandingBadge } from "./StandingBadge";
import { useDecisions } from "./useDecisions";

/**
 * The membership office's desk: every application and member, filtered by standing and searched,
 * with the money of each; Accept, Reject or Remove from the table; Open shows one record's desk
 * (RecordDesk) below it.
 */

const openButtonId = (id: string) => `admin-desk-open-${id}`;

const columns: Column<DeskRecord>[] = [
  { header: "Name", text: (row) => row.name },
  { header: "Number or reference", text: (row) => numberOrReference(row) || "None" },
  { header: "Type", text: typeOf },
  { header: "Standing", text: (row) => row.standing, render: (row) => <StandingBadge standing={row.standing} /> },
  { header: "Due", text: (row) => formatRupees(row.amountDue), numeric: true },
  { header: "Received", text: (row) => formatRupees(row.received), numeric: true },
  { header: "Balance", text: (row) => formatRupees(row.balance), numeric: true },
];

export function ApplicationsAndMembers() {
  const list = useRegistrations();
  const headingId = useId();
  const [filter, setFilter] = useState<DeskFilterId>("all");
  const [query, setQuery] = useState("");

  const index = useMemo(() => deskSearchIndex(list.rows), [list.rows]);
  const counts = useMemo(() => filterCounts(list.rows), [list.rows]);
  const shown = shownRecords(index, filter, query);
  const ready = list.status === "ready";
  const opened = useOpenedRow(list.rows, ready, openButtonId, headingId);

  // A record decided on elsewhere in the table (rejected, removed) closes its desk.
  const decisions = useDecisions(list.reload, (record) => opened.forget(record._id));

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className="admin-section-heading">
        Applications and members
      </h3>
      <DeskFilters
        choices={DESK_FILTERS}
        searchLabel="Search applications and members"
        searchHint="Name, e-mail, contact, membership number or application reference."
        filter={filter}
        counts={ready ? counts : null}
        onFilter={setFilter}
        query={query}
        onQuery={setQuery}
      />
      <DeskList
        list={list}
        shownCount={shown.length}
        emptyText="No applications or members yet."
        noMatchText="No records match."
      >
        <DataTable
          label="Applications and members list"
          rows={shown}
          rowTitle={(row) => row.name}
          columns={columns}
          busyId={decisions.busyId}
          extraActions={(row) => {
            const busy = decisions.busyId === row._id;
            return (
              <>
                <OpenRowButton id={openButtonId(row._id)} rowTitle={row.name} onOpen={() => opened.open(row)} />
                {isPending(row) ? (
                  <>
                    <RowButton
                      label="Accept"
                      rowTitle={row.name}
                      busy={busy}
                      onClick={() => void decisions.accept(row)}
                    />
                    <RowButton
                      label="Reject"
                      rowTitle={row.name}
                      kind="danger"
                      busy={busy}
                      onClick={() => void decisions.reject(row)}
                    />
                  </>
                ) : (
                  <RowButton
                    label="Remove"
                    rowTitle={row.name}
                    kind="danger"
                    busy={busy}
                    onClick={() => void decisions.remove(row)}
                  />
                )}
              </>
            );
          }}
        />
      </DeskList>
      {opened.row && (
        <RecordDesk
          key={opened.row._id}
          record={opened.row}
          serial={opened.serial}
          reload={list.reload}
          onClose={opened.close}
        />
      )}
    </section>
  );
}
