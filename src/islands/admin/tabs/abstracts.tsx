import { useId, useMemo, useState } from "react";
import { ABSTRACT_DECISION_ANSWERS, ABSTRACT_STATUS_LABELS } from "../../../domain/event-abstract-rules";
import { eventAbstractRecord, type EventAbstractRecord } from "../../../domain/event-abstracts";
import { eventDates, upcomingFirst } from "../../../domain/event-pages";
import { eventRecord, type EventRecord } from "../../../domain/events";
import { formatLongDate } from "../../../domain/format";
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
import { AbstractDesk } from "./abstracts/AbstractDesk";
import {
  ABSTRACT_DESK_FILTERS,
  abstractFilterCounts,
  abstractSearchIndex,
  shownAbstracts,
  type AbstractDeskFilterId,
} from "./abstracts/desk-filters";

/**
 * The Abstracts tab (docs/rules/events.md §8), for editors and the owner: one event's abstracts
 * at a time (the events that take abstracts, upcoming first), filtered by status and searched;
 * Open shows one below the table, with its file and the decision form (the author is e-mailed);
 * Delete takes away spam or a duplicate.
 */

const openButtonId = (id: string) => `admin-abstract-open-${id}`;

const columns: Column<EventAbstractRecord>[] = [
  { header: "Title", text: (row) => row.title, clamp: true },
  { header: "Presenting author", text: (row) => row.presentingAuthor },
  { header: "Status", text: (row) => ABSTRACT_STATUS_LABELS[row.status] },
  {
    header: "Submitted on",
    text: (row) => formatLongDate(row.submittedOn),
    render: (row) => <time dateTime={row.submittedOn}>{formatLongDate(row.submittedOn)}</time>,
  },
  { header: "Reference", text: (row) => row.reference },
];

function AbstractsDesk({ event }: { event: EventRecord }) {
  const list = useResourceList(`/api/events/${encodeURIComponent(event._id)}/abstracts`, eventAbstractRecord, {
    onFailure: (error) => console.error("Failed to load the event's abstracts.", error),
  });
  const headingId = useId();
  const confirm = useConfirm();
  const action = useRowAction(list.reload);
  const [filter, setFilter] = useState<AbstractDeskFilterId>("all");
  const [query, setQuery] = useState("");

  const index = useMemo(() => abstractSearchIndex(list.rows), [list.rows]);
  const counts = useMemo(() => abstractFilterCounts(list.rows), [list.rows]);
  const shown = shownAbstracts(index, filter, query);
  const ready = list.status === "ready";
  const opened = useOpenedRow(list.rows, ready, openButtonId, headingId);

  const remove = async (row: EventAbstractRecord) => {
    const agreed = await confirm({
      message: `Delete the abstract “${row.title}”?`,
      detail: `${row.reference}, sent by ${row.name}. Its file goes too, and nobody is e-mailed. For spam or a duplicate; to turn an abstract down, set it to Rejected instead.`,
      confirmLabel: "Delete abstract",
      danger: true,
    });
    if (!agreed) return;
    await action.run(row._id, {
      call: () =>
        api.send("DELETE", `/api/events/${encodeURIComponent(event._id)}/abstracts/${encodeURIComponent(row._id)}`),
      succeeded: (answer) => serverMessage(answer, ABSTRACT_DECISION_ANSWERS.deleted),
      failed: (error) =>
        isApiError(error) ? failureText(error, "Failed to delete the abstract.") : "Failed to delete the abstract.",
    });
  };

  return (
    <section className="admin-tab admin-membership-section" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} className="admin-section-heading">
        Abstracts for {event.title}
      </h3>
      <p className="muted">
        {eventDates(event)}, {event.venue}.{" "}
        {event.abstractsUntil ? `Abstracts are taken until ${formatLongDate(event.abstractsUntil)}.` : ""}
        {event.published ? "" : " The event is a draft: nobody can send an abstract until it is published."}
      </p>
      <DeskFilters
        choices={ABSTRACT_DESK_FILTERS}
        searchLabel="Search abstracts"
        searchHint="Title, author, sender, e-mail or reference."
        filter={filter}
        counts={ready ? counts : null}
        onFilter={setFilter}
        query={query}
        onQuery={setQuery}
      />
      <DeskList list={list} shownCount={shown.length} emptyText="No abstracts yet." noMatchText="No abstracts match.">
        <DataTable
          label={`Abstracts list for ${event.title}`}
          rows={shown}
          rowTitle={(row) => row.title}
          columns={columns}
          busyId={action.busyId}
          extraActions={(row) => (
            <>
              <OpenRowButton id={openButtonId(row._id)} rowTitle={row.title} onOpen={() => opened.open(row)} />
              <RowButton
                label="Delete"
                rowTitle={row.title}
                kind="danger"
                busy={action.busyId === row._id}
                onClick={() => void remove(row)}
              />
            </>
          )}
        />
      </DeskList>
      {opened.row && (
        <AbstractDesk
          key={opened.row._id}
          eventId={event._id}
          entry={opened.row}
          serial={opened.serial}
          reload={list.reload}
          onClose={opened.close}
        />
      )}
    </section>
  );
}

export default function AbstractsTab() {
  const events = useResourceList("/api/events", eventRecord, {
    sort: (rows) =>
      upcomingFirst(
        rows.filter((event) => event.abstractsUntil !== undefined),
        indiaToday(),
      ),
    onFailure: (error) => console.error("Failed to load events.", error),
  });
  const id = useId();
  const [chosen, setChosen] = useState("");
  const event = events.rows.find((candidate) => candidate._id === chosen) ?? events.rows[0];

  return (
    <div className="admin-abstracts">
      <div className="admin-tab-top">
        <TabHeading>Abstracts</TabHeading>
      </div>
      {events.status !== "ready" || !event ? (
        <ListStatus
          list={events}
          emptyText="No event takes abstracts. Give an event an “Abstracts until” date in the Events tab."
        />
      ) : (
        <>
          <SelectField
            id={`${id}-event`}
            name="event"
            label="Event"
            hint="The events that take abstracts, upcoming first."
            value={event._id}
            onValueChange={(value) => setChosen(value)}
            placeholder="Choose an event"
            options={events.rows.map((candidate) => ({
              value: candidate._id,
              label: `${candidate.title} (${eventDates(candidate)})${candidate.published ? "" : ", draft"}`,
            }))}
          />
          <AbstractsDesk key={event._id} event={event} />
        </>
      )}
    </div>
  );
}
