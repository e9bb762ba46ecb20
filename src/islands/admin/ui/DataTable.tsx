import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

/**
 * The list of a tab as a table, with edit and delete icon buttons per row named "Edit <title>" and
 * "Delete <title>". A column with `clamp` shows its text on two lines at most, the full text in
 * the tooltip and behind a "Show more" button when it does not fit. The table scrolls sideways on
 * narrow screens with the action buttons kept in view.
 *
 *   <DataTable label="News items" rows={items} rowTitle={(n) => n.title}
 *     columns={[{ header: "Title", text: (n) => n.title }, { header: "Content", text: (n) => excerpt(n), clamp: true }]}
 *     onEdit={openEdit} onDelete={remove} />
 */

export interface Column<R> {
  header: string;
  /** Plain text of the cell (also the tooltip of clamped cells). */
  text?: (row: R) => string;
  /** Richer content than text (links, pictures); `text` is then only the tooltip. */
  render?: (row: R) => ReactNode;
  /** Two lines at most, expandable. */
  clamp?: boolean;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
}

/**
 * A column showing a record's picture as a small thumbnail ("None" without one): a cover in its
 * own shape, or a round photo.
 */
export function pictureColumn<R>(
  header: string,
  urlOf: (row: R) => string,
  { height = 56, round = false }: { height?: number; round?: boolean } = {},
): Column<R> {
  return {
    header,
    text: (row) => (urlOf(row) ? header : "None"),
    render: (row) =>
      urlOf(row) ? (
        <img
          src={urlOf(row)}
          alt=""
          width={40}
          height={height}
          loading="lazy"
          style={{ objectFit: "cover", display: "block", ...(round ? { borderRadius: "50%" } : {}) }}
        />
      ) : (
        <span className="muted">None</span>
      ),
  };
}

export interface DataTableProps<R extends { _id: string }> {
  /** The table's accessible name (also its caption, visually hidden). */
  label: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  /** What names a row in "Edit …" / "Delete …". */
  rowTitle: (row: R) => string;
  onEdit?: ((row: R) => void) | undefined;
  onDelete?: ((row: R) => void) | undefined;
  /** Rows without a delete button; every row has one when absent. */
  canDelete?: ((row: R) => boolean) | undefined;
  /** Further per-row buttons (e.g. Accept), shown before edit and delete. */
  extraActions?: ((row: R) => ReactNode) | undefined;
  /** Id of a row whose action is running (its buttons are disabled). */
  busyId?: string | null | undefined;
}

/** Element id of a row's edit button, for moving focus back to it. */
export const editButtonId = (id: string) => `admin-edit-${id}`;

export function DataTable<R extends { _id: string }>(props: DataTableProps<R>) {
  const { label, rows, columns, rowTitle, onEdit, onDelete, canDelete, extraActions, busyId } = props;
  const hasActions = Boolean(onEdit ?? onDelete ?? extraActions);
  return (
    <div className="table-scroll admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="data admin-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.header} className={column.numeric ? "number" : undefined}>
                {column.header}
              </th>
            ))}
            {hasActions && (
              <th scope="col" className="admin-actions-cell">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const title = rowTitle(row);
            const busy = busyId === row._id;
            return (
              <tr key={row._id}>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? "number" : undefined}>
                    {column.clamp ? (
                      <ClampedText text={column.text?.(row) ?? ""} context={`${column.header} of ${title}`}>
                        {column.render?.(row)}
                      </ClampedText>
                    ) : (
                      (column.render?.(row) ?? column.text?.(row))
                    )}
                  </td>
                ))}
                {hasActions && (
                  <td className="admin-actions-cell">
                    <div className="admin-row-actions">
                      {extraActions?.(row)}
                      {onEdit && (
                        <button
                          type="button"
                          className="admin-icon-button"
                          id={editButtonId(row._id)}
                          title={`Edit ${title}`}
                          disabled={busy}
                          onClick={() => onEdit(row)}
                        >
                          <EditIcon />
                          <span className="visually-hidden">Edit {title}</span>
                        </button>
                      )}
                      {onDelete && (canDelete?.(row) ?? true) && (
                        <button
                          type="button"
                          className="admin-icon-button admin-icon-danger"
                          title={`Delete ${title}`}
                          disabled={busy}
                          onClick={() => onDelete(row)}
                        >
                          <DeleteIcon />
                          <span className="visually-hidden">Delete {title}</span>
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A worded button among a row's actions (Accept, Reject, Remove), named after the row for
 * assistive technology ("Accept Asha Verma") and disabled while the row's action runs.
 */
export function RowButton({
  label,
  rowTitle,
  kind = "primary",
  busy,
  onClick,
  id,
}: {
  label: string;
  rowTitle: string;
  kind?: "primary" | "secondary" | "danger";
  busy: boolean;
  onClick: () => void;
  /** For moving focus back to the button (after closing what it opened). */
  id?: string | undefined;
}) {
  const style = { primary: "", secondary: " button-secondary", danger: " admin-button-danger" }[kind];
  return (
    <button type="button" id={id} className={`button button-small${style}`} disabled={busy} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {rowTitle}</span>
    </button>
  );
}

/** Text clamped to two lines; a "Show more" button appears only when something is hidden. */
export function ClampedText({ text, context, children }: { text: string; context: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className="admin-clamp-wrap">
      <div ref={ref} className={expanded ? "admin-clamp is-expanded" : "admin-clamp"} title={text.slice(0, 1_000)}>
        {children ?? text}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="admin-link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? "Show less" : "Show more"}
          <span className="visually-hidden"> of the {context}</span>
        </button>
      )}
    </div>
  );
}

/** A 20-pixel line icon drawn with the text colour; decorative (the button's text names it). */
function LineIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const EditIcon = () => <LineIcon path="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />;

const DeleteIcon = () => <LineIcon path="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
