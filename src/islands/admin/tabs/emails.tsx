import { useEffect, useState } from "react";
import { formatDayInIndia } from "../../../domain/format";
import type { OutboxSummary } from "../../../domain/outbox";
import { DataTable, RowButton } from "../ui/DataTable";
import { useNotify } from "../ui/messages";
import { ListStatus } from "../ui/resource";
import { TabHeading } from "../ui/tab";
import { MailSettingsNotice } from "./emails/MailSettingsNotice";
import { MessageView } from "./emails/MessageView";
import { StatusText, statusText } from "./emails/status";
import { TestMessageForm } from "./emails/TestMessageForm";
import { useOutbox } from "./emails/useOutbox";
import { useResend } from "./emails/useResend";

/**
 * The E-mails tab (docs/rules/members-and-money.md §6): every message the site sent or tried to send, newest first, with
 * its status in words; open one to read it whole; send one again. Says when e-mail is not
 * configured, and sends a test message. Parts in ./emails/.
 */

const openButtonId = (id: string) => `admin-mail-open-${id}`;

export default function EmailsTab() {
  const notify = useNotify();
  const list = useOutbox(() => notify.error("Failed to load older e-mails."));
  const [openId, setOpenId] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { busyId, resend } = useResend(() => {
    setVersion((value) => value + 1);
    void list.reload();
  });

  // Focus moves once the row is on the page: after the render that shows it, not a frame later.
  const [focusId, focusOpenButton] = useState<string | null>(null);
  useEffect(() => {
    if (focusId === null) return;
    const button = document.getElementById(openButtonId(focusId));
    if (!button) return;
    button.focus();
    focusOpenButton(null);
  });

  // The first older message takes focus, so the keyboard goes on where the list grew.
  const showOlder = async () => {
    const first = await list.loadOlder();
    if (first) focusOpenButton(first._id);
  };

  const close = () => {
    const id = openId;
    setOpenId(null);
    // Back to the button that opened it.
    if (id) focusOpenButton(id);
  };

  return (
    <div className="admin-tab">
      <div className="admin-tab-top">
        <TabHeading>E-mails</TabHeading>
        <button type="button" className="button button-secondary" onClick={() => void list.reload()}>
          Refresh
        </button>
      </div>
      <MailSettingsNotice />
      <TestMessageForm onSent={() => void list.reload()} />
      {openId && (
        <MessageView
          id={openId}
          version={version}
          busy={busyId === openId}
          onClose={close}
          onResend={(message) => void resend(message)}
        />
      )}
      <h3>Outbox</h3>
      <p className="muted">Newest first.</p>
      <ListStatus
        list={list}
        loadingText="Loading e-mails…"
        errorText="Failed to load e-mails."
        emptyText="No e-mails yet."
      />
      {list.rows.length > 0 && (
        <DataTable<OutboxSummary>
          label="E-mails, newest first"
          rows={list.rows}
          rowTitle={(row) => `${row.subject} to ${row.to}`}
          busyId={busyId}
          columns={[
            {
              header: "Date",
              text: (row) => formatDayInIndia(row.createdAt),
              render: (row) => <time dateTime={row.createdAt}>{formatDayInIndia(row.createdAt)}</time>,
            },
            { header: "To", text: (row) => row.to },
            { header: "Subject", text: (row) => row.subject, clamp: true },
            { header: "Status", text: statusText, render: (row) => <StatusText message={row} />, clamp: true },
          ]}
          extraActions={(row) => (
            <>
              <RowButton
                id={openButtonId(row._id)}
                label="Open"
                rowTitle={`${row.subject} to ${row.to}`}
                kind="secondary"
                busy={busyId === row._id}
                onClick={() => setOpenId(row._id)}
              />
              {row.resendable && (
                <RowButton
                  label="Send again"
                  rowTitle={`${row.subject} to ${row.to}`}
                  busy={busyId === row._id}
                  onClick={() => void resend(row)}
                />
              )}
            </>
          )}
        />
      )}
      {list.mayHaveOlder && (
        <button
          type="button"
          className="button button-secondary"
          disabled={list.loadingOlder}
          onClick={() => void showOlder()}
        >
          {list.loadingOlder ? "Loading older e-mails…" : "Show older e-mails"}
        </button>
      )}
    </div>
  );
}
