import { useDeferredValue, useId, useMemo, useState, type ChangeEvent } from "react";
import {
  buildSearchIndex,
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_SIZES,
  filterIndex,
  pageLinks,
  paginate,
  resultCountMessage,
  searchWords,
  showingEntries,
  type DirectoryMember,
} from "../domain/directory";
import { useHydrated } from "./useHydrated";
import "./member-directory.css";

interface Props {
  /** The accepted members, public fields only, as encodeDirectory() writes them. */
  data: string;
  /** The table's caption. */
  caption?: string;
}

const COLUMNS = [
  "Name",
  "Designation",
  "Area of specialization",
  "Membership type",
  "Nationality",
  "E-mail / Contact / Address",
] as const;

/** What the live region last reported: a search's count or a page change's range. */
type Announce = "none" | "search" | "page";

/**
 * The member directory: search, page size and paging over members passed in at build time. The
 * server renders the first page into the HTML; the controls work once the island hydrates.
 */
export default function MemberDirectory({ data, caption = "Members of the society" }: Props) {
  const hydrated = useHydrated();
  const members = useMemo(() => decodeDirectory(data), [data]);
  // Built on the first search, not at load: the lower-cased texts are only needed to filter.
  const getIndex = useMemo(() => {
    let index: ReturnType<typeof buildSearchIndex<DirectoryMember>> | undefined;
    return () => (index ??= buildSearchIndex(members));
  }, [members]);

  const [query, setQuery] = useState("");
  const [pageSize, setPageSize] = useState<number>(DEFAULT_DIRECTORY_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [announce, setAnnounce] = useState<Announce>("none");
  // Typing stays responsive: React renders the new results when it has time.
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => (searchWords(deferredQuery).length === 0 ? members : filterIndex(getIndex(), deferredQuery)),
    [members, getIndex, deferredQuery],
  );
  const current = useMemo(() => paginate(matches, page, pageSize), [matches, page, pageSize]);
  // Typing first renders with the old results (useDeferredValue); keeping the same row elements
  // lets React skip the 100 rows there, so the new results come sooner.
  const rows = useMemo(
    () =>
      current.items.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="member-directory-empty">
            {DIRECTORY_MESSAGES.empty}
          </td>
        </tr>
      ) : (
        current.items.map((member, i) => <MemberRow key={current.from + i} member={member} />)
      ),
    [current],
  );

  const id = useId();
  const searchId = `${id}-search`;
  const sizeId = `${id}-size`;
  const tableId = `${id}-table`;
  const captionId = `${id}-caption`;

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setPage(1);
    setAnnounce("search");
  };
  const onPageSize = (event: ChangeEvent<HTMLSelectElement>) => {
    setPageSize(Number(event.target.value));
    setPage(1);
    setAnnounce("page");
  };
  const goTo = (target: number) => {
    if (target < 1 || target > current.pageCount || target === current.page) return;
    setPage(target);
    setAnnounce("page");
  };

  const status =
    announce === "search"
      ? resultCountMessage(current.total)
      : announce === "page"
        ? `${showingEntries(current)}.`
        : "";
  const isFirst = current.page <= 1;
  const isLast = current.page >= current.pageCount;

  return (
    <div className="member-directory">
      <div className="member-directory-controls">
        <div className="member-directory-field">
          <label htmlFor={searchId}>Search</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={onSearch}
            disabled={!hydrated}
            aria-controls={tableId}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            spellCheck={false}
          />
          <span id={`${id}-hint`} className="member-directory-hint">
            Looks in name, e-mail, contact, designation, address and area of specialization; every word must match.
          </span>
        </div>
        <div className="member-directory-field">
          <label htmlFor={sizeId}>Entries per page</label>
          <select id={sizeId} value={pageSize} onChange={onPageSize} disabled={!hydrated} aria-controls={tableId}>
            {DIRECTORY_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p role="status" className="visually-hidden">
        {status}
      </p>

      <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="data member-directory-table" id={tableId}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>

      <div className="member-directory-footer">
        <p className="member-directory-showing">{showingEntries(current)}</p>
        <nav aria-label="Member directory pages">
          <ul className="member-directory-pages">
            <li>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={!hydrated}
                aria-disabled={isFirst || undefined}
                onClick={() => goTo(current.page - 1)}
              >
                Previous
              </button>
            </li>
            {pageLinks(current.page, current.pageCount).map((link, i) =>
              link === "gap" ? (
                <li key={`gap-${i}`} className="member-directory-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={link}>
                  <button
                    type="button"
                    className={`button button-small ${link === current.page ? "" : "button-secondary"}`}
                    disabled={!hydrated}
                    aria-label={`Page ${link}`}
                    aria-current={link === current.page ? "page" : undefined}
                    onClick={() => goTo(link)}
                  >
                    {link}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={!hydrated}
                aria-disabled={isLast || undefined}
                onClick={() => goTo(current.page + 1)}
              >
                Next
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** One member; the contact cell is blank unless the member agreed to list those details. */
function MemberRow({ member }: { member: DirectoryMember }) {
  const phone = member.contact.replace(/[^\d+]/g, "");
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td>{member.designation}</td>
      <td>{member.areaOfSpecialization}</td>
      <td>{member.membershipType}</td>
      <td>{member.nationality}</td>
      <td className="member-directory-contact">
        {member.email && (
          <span>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </span>
        )}
        {member.contact && <span>{phone ? <a href={`tel:${phone}`}>{member.contact}</a> : member.contact}</span>}
        {member.address && <span>{member.address}</span>}
      </td>
    </tr>
  );
}
