import { subscriberRecord, type SubscriberRecord } from "../../../domain/subscribers";
import { DataTable } from "../ui/DataTable";
import { ListStatus, useResourceList } from "../ui/resource";
import { TabHeading } from "../ui/tab";

/**
 * The footer's subscriptions (read only), newest first, with a CSV export. Built from the pieces
 * directly rather than ResourceTab, as an example of a tab without a form.
 */

const subscribedOn = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

const newestFirst = (rows: SubscriberRecord[]) => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** One CSV field: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
const csvField = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

function downloadCsv(rows: readonly SubscriberRecord[]) {
  const lines = [["E-mail address", "Subscribed at"], ...rows.map((row) => [row.email, row.createdAt])];
  const csv = lines.map((line) => line.map(csvField).join(",")).join("\r\n");
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export default function SubscribersTab() {
  const list = useResourceList("/api/subscribers", subscriberRecord, newestFirst);
  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>Subscribers</TabHeading>
        <button
          type="button"
          className="button"
          disabled={list.rows.length === 0}
          onClick={() => downloadCsv(list.rows)}
        >
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
              text: (row) => subscribedOn.format(new Date(row.createdAt)),
              render: (row) => <time dateTime={row.createdAt}>{subscribedOn.format(new Date(row.createdAt))}</time>,
            },
          ]}
        />
      )}
    </div>
  );
}
