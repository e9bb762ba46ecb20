import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from "react";
import {
  buildSearchIndex,
  decodeDirectory,
  DEFAULT_DIRECTORY_PAGE_SIZE,
  DIRECTORY_API_PATH,
  DIRECTORY_DATA_PATH,
  DIRECTORY_MESSAGES,
  DIRECTORY_PAGE_SIZES,
  filterIndex,
  pageLinks,
  paginate,
  resultCountMessage,
  showingEntries,
  type DirectoryAnswer,
  type DirectoryMember,
  type DirectoryPage,
  type SearchIndex,
} from "../domain/directory";
import { MemberTable } from "./member-directory-table";
import "./member-directory.css";

interface Props {
  /** The prebuilt page this island stands on (1 for /membership/directory/). */
  page?: number;
  /** The prebuilt table, count and page links: shown until the visitor searches or picks a page size. */
  children?: ReactNode;
  /** The table's caption. */
  caption?: string;
}

/** How long typing pauses before a search goes to the server (later searches run in the browser). */
const SEARCH_DELAY_MS = 150;

/** What the live region last reported: a search's count or a page change's range. */
type Announce = "none" | "search" | "page";

/** One page of matches from GET /api/directory, with the question it answers. */
interface RemotePage {
  query: string;
  size: number;
  page: DirectoryPage<DirectoryMember>;
}

const isAnswer = (value: unknown): value is DirectoryAnswer =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as DirectoryAnswer).total === "number" &&
  typeof (value as DirectoryAnswer).page === "number" &&
  typeof (value as DirectoryAnswer).members === "string";

function remotePage(answer: DirectoryAnswer, size: number): DirectoryPage<DirectoryMember> {
  const items = decodeDirectory(answer.members);
  const from = answer.total === 0 ? 0 : (answer.page - 1) * size + 1;
  return {
    items,
    page: answer.page,
    pageCount: Math.max(1, Math.ceil(answer.total / size)),
    from,
    to: from === 0 ? 0 : from + items.length - 1,
    total: answer.total,
  };
}

/**
 * The member directory's search, page size and paging (docs/rules/public-site.md §9). The page arrives with one page of
 * rows and static page links built in (its children), and no member data in this island's props;
 * its script loads when the visitor reaches for the controls (client:interact). The first search
 * asks the server for one page of matches (GET /api/directory); meanwhile the whole directory is
 * fetched once in the background, after which every keystroke is searched here, in the browser
 * (docs/decisions/directory-at-scale.md).
 */
export default function MemberDirectory({ page: builtPage = 1, children, caption = "Members of the society" }: Props) {
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState("");
  const [pageSize, setPageSize] = useState<number>(DEFAULT_DIRECTORY_PAGE_SIZE);
  const [page, setPage] = useState(builtPage);
  const [announce, setAnnounce] = useState<Announce>("none");
  const [local, setLocal] = useState<SearchIndex<DirectoryMember>>();
  const [remote, setRemote] = useState<RemotePage>();
  const [failed, setFailed] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const fetchingAll = useRef<Promise<boolean>>(undefined);

  // Typing stays responsive once the directory is here: React renders new results when it has time.
  const deferredQuery = useDeferredValue(query);
  const localPage = useMemo(
    () => (live && local ? paginate(filterIndex(local, deferredQuery), page, pageSize) : undefined),
    [live, local, deferredQuery, page, pageSize],
  );
  const answered = remote?.query === query && remote.size === pageSize && remote.page.page === page;
  const current = localPage ?? remote?.page;
  const loading = live && !local && !answered && !failed;

  /**
   * The whole directory, once, in the background: from then on searches run here. Also the way out
   * when the server cannot answer (the file is static): only if both fail is the search an error.
   */
  const fetchAll = useCallback((): Promise<boolean> => {
    fetchingAll.current ??= fetch(DIRECTORY_DATA_PATH)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setLocal(buildSearchIndex(decodeDirectory(await response.text())));
        return true;
      })
      .catch(() => {
        // The next question tries again.
        fetchingAll.current = undefined;
        return false;
      });
    return fetchingAll.current;
  }, []);

  // Until the whole directory is here, each question goes to the server: a typed one after a pause.
  useEffect(() => {
    if (!live || local) return;
    const controller = new AbortController();
    const delay = remote?.query !== query ? SEARCH_DELAY_MS : 0;
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: query, page: String(page), size: String(pageSize) });
      fetch(`${DIRECTORY_API_PATH}?${params}`, { signal: controller.signal })
        .then(async (response) => {
          const answer: unknown = response.ok ? await response.json() : undefined;
          if (!isAnswer(answer)) throw new Error(`HTTP ${response.status}`);
          setRemote({ query, size: pageSize, page: remotePage(answer, pageSize) });
          setFailed(false);
          void fetchAll();
        })
        .catch(async () => {
          const wanted = () => !controller.signal.aborted;
          if (wanted() && !(await fetchAll()) && wanted()) setFailed(true);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `remote` only sets the delay: a new answer must not ask again.
  }, [live, local, query, page, pageSize, fetchAll]);

  const startSearch = (value: string) => {
    setQuery(value);
    setPage(1);
    setAnnounce("search");
    setFailed(false);
    setLive(true);
  };
  const firstShown = current ? Math.max(current.from, 1) : (builtPage - 1) * DEFAULT_DIRECTORY_PAGE_SIZE + 1;
  const changeSize = (size: number) => {
    // The page that holds the first member shown now.
    setPage(Math.floor((firstShown - 1) / size) + 1);
    setPageSize(size);
    setAnnounce("page");
    setFailed(false);
    setLive(true);
  };

  // Typed or chosen before the script arrived: the controls are plain until then, so take their values.
  useEffect(() => {
    const typed = searchRef.current?.value ?? "";
    const size = Number(sizeRef.current?.value ?? DEFAULT_DIRECTORY_PAGE_SIZE);
    if (size !== DEFAULT_DIRECTORY_PAGE_SIZE) changeSize(size);
    if (typed !== "") startSearch(typed);
    // Once, on arrival.
  }, []);

  const id = useId();
  const searchId = `${id}-search`;
  const sizeId = `${id}-size`;
  const resultsId = `${id}-results`;

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => startSearch(event.target.value);
  const onPageSize = (event: ChangeEvent<HTMLSelectElement>) => changeSize(Number(event.target.value));
  const goTo = (target: number) => {
    if (!current || target < 1 || target > current.pageCount || target === current.page) return;
    setPage(target);
    setAnnounce("page");
  };

  const status =
    !current || loading || failed
      ? ""
      : announce === "search"
        ? resultCountMessage(current.total)
        : announce === "page"
          ? `${showingEntries(current)}.`
          : "";

  return (
    <div className="member-directory">
      <div className="member-directory-controls">
        <div className="member-directory-field">
          <label htmlFor={searchId}>Search</label>
          {/* Uncontrolled: what is typed before the script arrives stays, and is read on arrival. */}
          <input
            id={searchId}
            ref={searchRef}
            type="search"
            defaultValue=""
            onChange={onSearch}
            aria-controls={resultsId}
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
          <select
            id={sizeId}
            ref={sizeRef}
            defaultValue={DEFAULT_DIRECTORY_PAGE_SIZE}
            onChange={onPageSize}
            aria-controls={resultsId}
          >
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
      <p role="alert" className={failed ? "notice notice-error" : "visually-hidden"}>
        {failed ? DIRECTORY_MESSAGES.loadError : ""}
      </p>
      {loading && (
        <p className="member-directory-loading" aria-hidden="true">
          Searching…
        </p>
      )}

      <div id={resultsId} className="member-directory-results" aria-busy={loading}>
        {live && current ? <LiveResults current={current} caption={caption} goTo={goTo} /> : children}
      </div>
    </div>
  );
}

/** The table and pager once the visitor has searched or chosen a page size. */
function LiveResults({
  current,
  caption,
  goTo,
}: {
  current: DirectoryPage<DirectoryMember>;
  caption: string;
  goTo: (page: number) => void;
}) {
  const captionId = `${useId()}-caption`;
  // Typing first renders with the old results (useDeferredValue); keeping the same table element
  // lets React skip it there, so the new results come sooner.
  const table = useMemo(
    () => <MemberTable members={current.items} caption={caption} captionId={captionId} from={current.from} />,
    [current, caption, captionId],
  );
  const isFirst = current.page <= 1;
  const isLast = current.page >= current.pageCount;
  return (
    <>
      {table}

      <div className="member-directory-footer">
        <p className="member-directory-showing">{showingEntries(current)}</p>
        <nav aria-label="Member directory pages">
          <ul className="member-directory-pages">
            <li>
              <button
                type="button"
                className="button button-secondary button-small"
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
                aria-disabled={isLast || undefined}
                onClick={() => goTo(current.page + 1)}
              >
                Next
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
