import { useId, useMemo, useState } from "react";
import { eventDates, upcomingFirst } from "../../../domain/event-pages";
import { attendanceRefusal, hasCertificate } from "../../../domain/event-attendance";
import { eventPaymentTotals } from "../../../domain/event-payments";
import { eventRegistrationRecord, type EventRegistrationRecord } from "../../../domain/event-registrations";
import { eventRecord, type EventRecord } from "../../../domain/events";
import { formatRupees } from "../../../domain/format";
import { indiaToday } from "../../../domain/india-date";
import { api, isApiError } from "../ui/api";
import { DataTable, RowButton, type Column } from "../ui/DataTable";
import { DeskList, ListStatus, OpenRowButton, useOpenedRow } from "../ui/desk";
import { DeskFilters } from "../ui/DeskFilters";
import { useConfirm } from "../ui/dialog";
import { SelectField } from "../ui/fields";
import { failureText, useResourceList } from "../ui/resource";
import { serverMessage } from "../ui/server-message";
import { TabHeading } from "../ui/tab";
import { useRowAction } from "../ui/useRowAction";
import {
  categoryChoices,
  categoryFilterCounts,
  EVENT_DESK_FILTERS,
  eventSearchIndex,
  shownRegistrations,
  type EventDeskFilterId,
} from "./event-registrations/desk-filters";
import { EventDocuments } from "./event-registrations/EventDocuments";
import { RegistrationDesk } from "./event-registrations/RegistrationDesk";
import { STATUS_LABELS } from "./event-registrations/status";

/**
 * The Event Registrations tab (docs/rules/events.md §5-§6), for the membership office and the
 * owner: one event's registrations at a time (upcoming events first), filtered and searched, with
 * the money of each; Cancel, Offer a place (a waiting one promoted out of turn) and attendance from
 * the table (a freed place goes to the first one waiting); Open shows one registration's desk
 * below, where payments are confirmed, rejected and recorded; the badges and the certificates above
 * (EventDocuments).
 */

const openButtonId = (id: string) => `admin-event-desk-open-${id}`;

const columns: Column<EventRegistrationRecord>[] = [
  { header: "Name", text: (row) => row.name, clamp: true },
  { header: "Reference", text: (row) => row.reference },
  { header: "Category", text: (row) => row.category },
  { header: "Status", text: (row) => STATUS_LABELS[row.status] },
  { header: "Total", text: (row) => formatRupees(row.total), numeric: true },
  { header: "Received", text: (row) => formatRupees(eventPaymentTotals(row).received), numeric: true },
  { header: "Left to pay", text: (row) => formatRupees(eventPaymentTotals(row).balance), numeric: true },
  { header: "Attended", text: (row) => (hasCertificate(row) ? "Yes" : "") },
];

const oldestFirst = (rows: EventRegistrationRecord[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));

function EventDesk({ event }: { event: EventRecord }) {
  const list = useResourceList(`/api/events/${encodeURIComponent(event._id)}/registrations`, eventRegistrationRecord, {
    sort: oldestFirst,
    onFailure: (error) => console.error("Failed to load the event's registrations.", error),
  });
  const headingId = useId();
  const confirm = useConfirm();
  const action = useRowAction(list.reload);
  const [filter, setFilter] = useState<EventDeskFilterId>("all");
  const [query, setQuery] = useState("");

  const [category, setCategory] = useState("");
  const index = useMemo(() => eventSearchIndex(list.rows), [list.rows]);
  const counts = useMemo(() => categoryFilterCounts(list.rows, category), [list.rows, category]);
  const categories = useMemo(
    () =>
      categoryChoices(
        event.fees.map((fee) => fee.name),
        list.rows,
      ),
    [event.fees, list.rows],
  );
  const shown = shownRegistrations(index, filter, query, category);
  const ready = list.status === "ready";
  const opened = useOpenedRow(list.rows, ready, openButtonId, headingId);

  const cancel = async (row: EventRegistrationRecord) => {
    const agreed = await confirm({
      message: `Cancel ${row.name}'s registration?`,
      detail: `${row.reference}, ${row.category}. ${
        row.status === "waiting"
          ? "They leave the waiting list."
          : "Their place is offered to the first one waiting, who is e-mailed; with nobody waiting it is kept for the next registration."
      } The record stays, marked cancelled.`,
      confirmLabel: "Cancel registration",
      danger: true,
    });
    if (!agreed) return;
    await action.run(row._id, {
      call: () =>
        api.send(
          "POST",
          `/api/events/${encodeURIComponent(event._id)}/registrations/${encodeURIComponent(row._id)}/cancel`,
        ),
      succeeded: (answer) => {
        const offered = (answer as { offered?: { name?: string } | null } | null)?.offered;
        return offered?.name
          ? `Registration cancelled. The place is offered to ${offered.name}.`
          : serverMessage(answer, "Registration cancelled.");
      },
      failed: (error) =>
        isApiError(error)
          ? failureText(error, "Failed to cancel the registration.")
          : "Failed to cancel the registration.",
    });
  };

  const promote = async (row: EventRegistrationRecord) => {
    const agreed = await confirm({
      message: `Offer ${row.name} a place now?`,
      detail: `${row.reference}, ${row.category}, turn ${String(row.waitingTurn ?? "")} on the waiting list. They are offered the next place, out of turn${
        event.capacity === null ? "" : ", beyond the capacity if none is left"
      }, and e-mailed how to pay it within ${String(event.offerDays)} days.`,
      confirmLabel: "Offer a place",
    });
    if (!agreed) return;
    await action.run(row._id, {
      call: () =>
        api.send(
          "POST",
          `/api/events/${encodeURIComponent(event._id)}/registrations/${encodeURIComponent(row._id)}/promote`,
        ),
      succeeded: (answer) => {
        const place = (answer as { place?: number } | null)?.place;
        return `${row.name} is offered place ${String(place ?? "")} and has been e-mailed.`;
      },
      failed: (error) =>
        isApiError(error) ? failureText(error, "Failed to offer a place.") : "Failed to offer a place.",
    });
  };

  const markAttendance = async (row: EventRegistrationRecord, attended: boolean) => {
    await action.run(row._id, {
      call: () =>
        api.send(
          "PUT",
          `/api/events/${encodeURIComponent(event._id)}/registrations/${encodeURIComponent(row._id)}/attendance`,
          { json: { attended } },
        ),
      succeeded: attended ? `${row.name} marked as attended.` : `${row.name} marked as not attended.`,
      failed: (error) =>
        isApiError(error) ? failureText(error, "Failed to mark attendance.") : "Failed to mark attendance.",
    });
  };
  const today = indiaToday();

  const totals = list.rows.reduce((sum, row) => sum + eventPaymentTotals(row).received, 0);
  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className="admin-section-heading">
        Registrations for {event.title}
      </h3>
      <p className="muted">
        {eventDates(event)}, {event.venue}.{" "}
        {event.capacity === null ? "No limit on places." : `${String(event.capacity)} places.`}
        {ready && ` Received so far: ${formatRupees(totals)}.`}
      </p>
      {ready && list.rows.length > 0 && <EventDocuments event={event} registrations={list.rows} reload={list.reload} />}
      {categories.length > 1 && (
        <SelectField
          id={`${headingId}-category`}
          name="category"
          label="Category"
          value={category}
          onValueChange={setCategory}
          placeholder="All categories"
          options={categories}
        />
      )}
      <DeskFilters
        choices={EVENT_DESK_FILTERS}
        searchLabel="Search registrations"
        searchHint="Name, e-mail, phone, institution or reference."
        filter={filter}
        counts={ready ? counts : null}
        onFilter={setFilter}
        query={query}
        onQuery={setQuery}
      />
      <DeskList
        list={list}
        shownCount={shown.length}
        emptyText="Nobody has registered yet."
        noMatchText="No registrations match."
      >
        <DataTable
          label={`Registrations list for ${event.title}`}
          rows={shown}
          rowTitle={(row) => row.name}
          columns={columns}
          busyId={action.busyId}
          extraActions={(row) => (
            <>
              <OpenRowButton id={openButtonId(row._id)} rowTitle={row.name} onOpen={() => opened.open(row)} />
              {attendanceRefusal(row, event, today) === undefined && (
                <RowButton
                  label={row.attended ? "Mark not attended" : "Mark attended"}
                  rowTitle={row.name}
                  kind="secondary"
                  busy={action.busyId === row._id}
                  onClick={() => void markAttendance(row, !row.attended)}
                />
              )}
              {row.status === "waiting" && (
                <RowButton
                  label="Offer a place"
                  rowTitle={row.name}
                  kind="secondary"
                  busy={action.busyId === row._id}
                  onClick={() => void promote(row)}
                />
              )}
              {row.status !== "cancelled" && (
                <RowButton
                  label="Cancel"
                  rowTitle={row.name}
                  kind="danger"
                  busy={action.busyId === row._id}
                  onClick={() => void cancel(row)}
                />
              )}
            </>
          )}
        />
      </DeskList>
      {opened.row && (
        <RegistrationDesk
          key={opened.row._id}
          eventId={event._id}
          eventSlug={event.slug}
          registration={opened.row}
          serial={opened.serial}
          reload={list.reload}
          onClose={opened.close}
        />
      )}
    </section>
  );
}

export default function EventRegistrationsTab() {
  const events = useResourceList("/api/events", eventRecord, {
    sort: (rows) => upcomingFirst(rows, indiaToday()),
    onFailure: (error) => console.error("Failed to load events.", error),
  });
  const id = useId();
  const [chosen, setChosen] = useState("");
  const event = events.rows.find((candidate) => candidate._id === chosen) ?? events.rows[0];

  return (
    <div className="admin-event-registrations">
      <div className="admin-tab-top">
        <TabHeading>Event Registrations</TabHeading>
      </div>
      {events.status !== "ready" || !event ? (
        <ListStatus list={events} emptyText="No events yet. Editors add them in the Events tab." />
      ) : (
        <>
          <SelectField
            id={`${id}-event`}
            name="event"
            label="Event"
            hint="Upcoming events first."
            value={event._id}
            onValueChange={(value) => setChosen(value)}
            placeholder="Choose an event"
            options={events.rows.map((candidate) => ({
              value: candidate._id,
              label: `${candidate.title} (${eventDates(candidate)})${candidate.published ? "" : ", draft"}`,
            }))}
          />
          <EventDesk key={event._id} event={event} />
        </>
      )}
    </div>
  );
}
