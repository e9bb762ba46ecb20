import { toCsv, type CsvColumn } from "../../../domain/csv";
import { formatDayInIndia } from "../../../domain/format";
import { subscriberRecord, type SubscriberRecord } from "../../../domain/subscribers";
import { DataTable } from "../ui/DataTable";
import { downloadCsv } from "../ui/download";
import { ListStatus, useResourceList } from "../ui/resource";
import { TabHeading } from "../ui/tab";

/**
 * The footer's subscriptions (read only), newest first, with a CSV export. Built from the pieces
 * directly rather than ResourceTab, as an example of a tab without a form.
 */

const newestFirst = (rows: SubscriberRecord[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

const csvColumns: CsvColumn<SubscriberRecord>[] = [
  { header: "E-mail address", value: (row) => row.email },
  { header: "Subscribed at", value: (row) => row.createdAt },
];

const exportCsv = (rows: readonly SubscriberRecord[]) =>
  downloadCsv(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(csvColumns, rows));

export default function SubscribersTab() {
  const list = useResourceList("/api/subscribers", subscriberRecord, { sort: newestFirst });
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Subscribers</TabHeading>
        <button type="button" className="button" disabled={list.rows.length === 0} onClick={() => exportCsv(list.rows)}>
          Export CSV
        </button>
      </div>
      <p className="muted">
        Addresses left in the site footer’s subscribe form.
        {list.status === "ready" && ` ${list.rows.length} in all.`}
      </p>
      <ListStatus
        list={list}
        loadingText="Loading subscribers…"
        errorText="Failed to load subscribers."
        emptyText="No one has subscribed yet."
      />
      {list.rows.length > 0 && (
        <DataTable
          label="Subscribers"
          rows={list.rows}
          rowTitle={(row) => row.email}
          columns={[
            { header: "E-mail address", text: (row) => row.email },
            {
              header: "Subscribed on",
              text: (row) => formatDayInIndia(row.createdAt),
              render: (row) => <time dateTime={row.createdAt}>{formatDayInIndia(row.createdAt)}</time>,
            },
          ]}
        />
      )}
    </div>
  );
}
