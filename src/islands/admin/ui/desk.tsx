import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { ResourceList } from "./resource";
import { RowButton } from "./DataTable";
import { useFocusAfterRender } from "./resource-tab/focus";

/**
 * What the office's desks share (the membership desk, an event's registrations): the quiet line
 * while a list loads, fails or is empty; which row is open below the table, with the focus taken
 * to it and handed back to its Open button; and the open row's frame, with its heading, Close and
 * Escape.
 */

/** The quiet line under a desk's heading while loading, after a failure (with "Try again"), or when empty. */
export function ListStatus({
  list,
  emptyText,
}: {
  list: Pick<ResourceList<unknown>, "status" | "reload">;
  emptyText: string;
}) {
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

/**
 * A desk's list below its filters: how many of the records are shown, then the table (`children`),
 * or why there is none (loading, a failed load, nothing yet, nothing matching).
 */
export function DeskList({
  list,
  shownCount,
  emptyText,
  noMatchText,
  children,
}: {
  list: Pick<ResourceList<unknown>, "status" | "reload" | "rows">;
  shownCount: number;
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
}) {
  const loaded = list.status === "ready" && list.rows.length > 0;
  return (
    <>
      <p className="muted" role="status">
        {loaded ? `${String(shownCount)} of ${String(list.rows.length)} shown` : ""}
      </p>
      {!loaded ? (
        <ListStatus list={list} emptyText={emptyText} />
      ) : shownCount === 0 ? (
        <p className="admin-list-status muted">{noMatchText}</p>
      ) : (
        <div className="admin-desk-list">{children}</div>
      )}
    </>
  );
}

/**
 * The row opened below a desk's table. `serial` changes each time a row is opened, also again,
 * so the open row's frame takes the focus each time. A row gone from the list (removed here or
 * elsewhere) closes. Closing hands the focus back to the row's Open button (`openButtonId`), or to
 * the desk's heading when its row is filtered out.
 */
export function useOpenedRow<R extends { _id: string }>(
  rows: readonly R[],
  ready: boolean,
  openButtonId: (id: string) => string,
  headingId: string,
) {
  const focus = useFocusAfterRender();
  const [opened, setOpened] = useState<{ id: string; serial: number } | null>(null);
  const row = opened ? rows.find((candidate) => candidate._id === opened.id) : undefined;

  useEffect(() => {
    if (opened && ready && !row) setOpened(null);
  }, [opened, ready, row]);

  const open = (target: R) => setOpened((previous) => ({ id: target._id, serial: (previous?.serial ?? 0) + 1 }));
  const close = () => {
    const id = opened?.id;
    setOpened(null);
    focus.later(() => (id ? document.getElementById(openButtonId(id)) : null) ?? document.getElementById(headingId));
  };
  /** Closes without moving the focus (the row's own action took it elsewhere). */
  const forget = (id: string) => setOpened((previous) => (previous?.id === id ? null : previous));
  return { row, serial: opened?.serial ?? 0, open, close, forget };
}

/** A desk row's Open button: its id is where the focus goes back when the row closes (useOpenedRow). */
export function OpenRowButton({ id, rowTitle, onOpen }: { id: string; rowTitle: string; onOpen: () => void }) {
  return <RowButton id={id} label="Open" rowTitle={rowTitle} kind="secondary" busy={false} onClick={onOpen} />;
}

/** An open row's frame: a region named by its heading, which takes the focus; Close, or Escape, closes it. */
export function DeskFrame({
  title,
  serial,
  onClose,
  actions,
  children,
}: {
  title: string;
  serial: number;
  onClose: () => void;
  /** Buttons before Close (a certificate's download). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, [serial]);

  // Escape closes, unless something inside took it (an open select, the confirmation dialog).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section className="admin-desk" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="admin-desk-top">
        <h4 id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </h4>
        <div className="admin-actions">
          {actions}
          <button type="button" className="button button-small button-secondary" onClick={onClose}>
            Close<span className="visually-hidden"> {title}</span>
          </button>
        </div>
      </div>
      {children}
    </section>
  );
}
